import { startCluster, stopCluster } from './cluster';

/** Starts the cluster once for the suite; the returned function stops it. */
export default async function globalSetup() {
  const state = await startCluster();
  process.env.SCALE_A_URL = `http://localhost:${state.ports.a}`;
  process.env.SCALE_B_URL = `http://localhost:${state.ports.b}`;
  process.env.SCALE_LB_URL = `http://localhost:${state.ports.lb}`;
  return () => stopCluster();
}
