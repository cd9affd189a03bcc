// Filled in with the feedback API (see the module README on the server).
export {};
