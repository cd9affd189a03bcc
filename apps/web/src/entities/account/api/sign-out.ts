import { apiRequest } from '@/lib/api';

/** POST /api/user/logout: ends this browser's session; one already ended raises no event. */
export const signOut = () => apiRequest('/api/user/logout', { method: 'POST', skipAuthEvent: true });
