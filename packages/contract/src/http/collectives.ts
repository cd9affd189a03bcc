// Filled in with the collectives API (see the module README on the server).
export {};
