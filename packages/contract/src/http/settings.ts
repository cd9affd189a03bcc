// Filled in with the settings API (see the module README on the server).
export {};
