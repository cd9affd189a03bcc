import type { ProfileBody } from '@create-together/contract';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

// Read leniently: the user is mapped where the signed-in user is kept, the one place that knows a
// server user's shape.
const ProfileAnswer = z.object({ success: z.boolean().optional(), user: z.unknown() });

/**
 * PUT /api/me/profile (API.md "Users and sessions"): only the fields sent change. Answers the
 * server's user as it sent it.
 */
export async function saveProfile(body: ProfileBody): Promise<unknown> {
  const answer = await apiRequest('/api/me/profile', { method: 'PUT', body, schema: ProfileAnswer });
  return answer.user;
}
