import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { collectivesKit } from '../../../test/kits/collectives';
import { useListening, useSockets } from '../../../test/sockets';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const k = collectivesKit(t);

describe('a collective’s members and projects, live', () => {
  it('every member’s screen hears someone join and leave, and so does the one who left; nobody else does', async () => {
    const [founder, joiner, outsider] = [await k.person(), await k.person(), await k.person()];
    const id = await k.make(founder);
    const [founderSocket, joinerSocket, outsiderSocket] = [
      await sockets.signIn(founder.cookie),
      await sockets.signIn(joiner.cookie),
      await sockets.signIn(outsider.cookie),
    ];

    expect((await k.join(id, joiner)).statusCode).toBe(201);
    const joined = { type: 'collective_changed', collectiveId: id, userId: joiner.user.id };
    expect(await founderSocket.next('collective_changed')).toEqual(joined);
    expect(await joinerSocket.next('collective_changed')).toEqual(joined);

    expect((await k.leave(id, joiner)).statusCode).toBe(200);
    expect(await founderSocket.next('collective_changed')).toEqual(joined);
    expect(await joinerSocket.next('collective_changed')).toEqual(joined);
    expect(outsiderSocket.pending('collective_changed')).toEqual([]);
  });
});
