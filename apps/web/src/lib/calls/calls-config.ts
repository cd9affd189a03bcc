import { CallsConfigAnswer } from '@create-together/contract';
import { apiRequest } from '../api';
import type { CallProvider } from './media/provider-types';
import { webrtcProvider } from './media/webrtc-provider';

let config: Promise<CallsConfigAnswer> | null = null;

/** GET /api/calls/config, once per page (asked again after a failure). */
function callsConfig(): Promise<CallsConfigAnswer> {
  config ??= apiRequest('/api/calls/config', { schema: CallsConfigAnswer }).catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/**
 * The provider the server names: built-in WebRTC with its ICE servers, or Agora — whose SDK is
 * its own chunk, downloaded only by someone who joins a call on a server configured for it.
 */
export async function callProvider(): Promise<CallProvider> {
  const { provider, iceServers } = await callsConfig();
  if (provider === 'agora') return (await import('./media/agora-provider')).agoraProvider;
  return webrtcProvider(iceServers);
}
