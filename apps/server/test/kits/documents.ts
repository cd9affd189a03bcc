// Shared by the documents integration tests (not itself a test file): a screen's side of the
// co-editing protocol, as a Node Yjs client over a test socket.
import { DOC_TEXT_NAME, type ServerFrameOf } from '@create-together/contract';
import { eq } from 'drizzle-orm';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import {
  messageYjsSyncStep1,
  messageYjsSyncStep2,
  messageYjsUpdate,
  writeSyncStep1,
  writeSyncStep2,
  writeUpdate,
} from 'y-protocols/sync';
import * as Y from 'yjs';
import type { App } from '../../src/app';
import { projectMembers, projects } from '../../src/db/schema';
import { fromBase64, toBase64 } from '../../src/modules/documents/sync-codec';
import { createProject, register, type TestContext } from '../helper';
import type { TestSocket, useSockets } from '../sockets';

/** The bytes of a frame the server sent: its `data` is always canonical base64. */
function bytesOf(data: string): Uint8Array {
  const bytes = fromBase64(data);
  if (!bytes) throw new Error(`not base64: ${data}`);
  return bytes;
}

function message(write: (encoder: encoding.Encoder) => void): string {
  const encoder = encoding.createEncoder();
  write(encoder);
  return toBase64(encoding.toUint8Array(encoder));
}

/** A sync message of type `type` carrying `payload`, base64 (for hand-made or broken changes). */
export const syncMessage = (type: number, payload: Uint8Array) =>
  message((encoder) => {
    encoding.writeVarUint(encoder, type);
    encoding.writeVarUint8Array(encoder, payload);
  });

/** An update message, base64, as a screen sends a change. */
export const updateData = (update: Uint8Array) => message((encoder) => writeUpdate(encoder, update));

/**
 * One tab with a project's document open: it sends what y-protocols' clients send, and applies what
 * the server sends. `refs` counts its changes as the web's provider does.
 */
export class DocClient {
  doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  #ref = 0;
  /** Changes made here and not yet sent (offline), in order. */
  readonly #unsent: Uint8Array[] = [];
  online = true;

  constructor(
    readonly socket: TestSocket,
    readonly projectId: string,
  ) {
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === this) return;
      if (this.online) this.sendUpdate(update);
      else this.#unsent.push(update);
    });
  }

  get text(): Y.Text {
    return this.doc.getText(DOC_TEXT_NAME);
  }

  get content(): string {
    return this.text.toString();
  }

  nextRef(): number {
    return ++this.#ref;
  }

  /** Sends a change as an update; answers its ref. */
  sendUpdate(update: Uint8Array): number {
    const ref = this.nextRef();
    this.socket.send({ type: 'doc_sync', projectId: this.projectId, ref, data: updateData(update) });
    return ref;
  }

  /** Opens the document and syncs both ways; answers `doc_opened`, or throws with the `doc_closed`. */
  async open(): Promise<ServerFrameOf<'doc_opened'>> {
    this.socket.send({ type: 'doc_open', projectId: this.projectId });
    this.socket.send({
      type: 'doc_sync',
      projectId: this.projectId,
      data: message((encoder) => writeSyncStep1(encoder, this.doc)),
    });
    const opened = await this.socket.nextOf(['doc_opened', 'doc_closed']);
    if (opened.type === 'doc_closed') throw new Error(`doc_closed: ${JSON.stringify(opened)}`);
    // The server's step 2 (what this tab lacks), then its step 1 (answered with what it lacks).
    await this.receive();
    const answered = await this.receive();
    if (answered === null) throw new Error('no step 1 from the server');
    await this.acked(answered);
    return opened;
  }

  /**
   * Takes the next `doc_sync` from the server and applies it; a step 1 is answered with a step 2
   * carrying a ref (answers that ref), anything else answers null.
   */
  async receive(timeoutMs?: number): Promise<number | null> {
    const frame = await this.socket.next('doc_sync', timeoutMs);
    const decoder = decoding.createDecoder(bytesOf(frame.data));
    const type = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (type === messageYjsSyncStep1) {
      const ref = this.nextRef();
      const data = message((encoder) => writeSyncStep2(encoder, this.doc, payload));
      this.socket.send({ type: 'doc_sync', projectId: this.projectId, ref, data });
      return ref;
    }
    if (type !== messageYjsSyncStep2 && type !== messageYjsUpdate) throw new Error(`sync type ${type}`);
    Y.applyUpdate(this.doc, payload, this);
    return null;
  }

  /** Applies what the server sends until the text is `expected`. */
  async receiveUntil(expected: string, timeoutMs = 3_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.content !== expected) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`text is ${JSON.stringify(this.content)}, not ${JSON.stringify(expected)}`);
      await this.receive(left);
    }
  }

  /** Types `text` at `index`: one change, sent at once when online. */
  type(index: number, text: string): void {
    this.text.insert(index, text);
  }

  /** The ack of `ref` (or a later one), failing on a refusal. */
  async acked(ref: number): Promise<void> {
    for (;;) {
      const answer = await this.socket.nextOf(['doc_ack', 'doc_refused']);
      if (answer.type === 'doc_refused') throw new Error(`refused: ${JSON.stringify(answer)}`);
      if (answer.ref >= ref) return;
    }
  }

  /** Offline edits: kept in the document, sent with the next sync. */
  goOffline(): void {
    this.online = false;
  }

  /** Sends this tab's cursor state (y-codemirror.next's shape, and whatever else `state` holds). */
  setCursor(state: Record<string, unknown>): void {
    this.awareness.setLocalState(state);
    const data = toBase64(encodeAwarenessUpdate(this.awareness, [this.doc.clientID]));
    this.socket.send({ type: 'doc_awareness', projectId: this.projectId, data });
  }

  /** Applies the next cursor frame and answers the states it held. */
  async receiveCursors(timeoutMs?: number): Promise<Map<number, unknown>> {
    const frame = await this.socket.next('doc_awareness', timeoutMs);
    const update = bytesOf(frame.data);
    const scratch = new Awareness(new Y.Doc());
    applyAwarenessUpdate(scratch, update, 'test');
    applyAwarenessUpdate(this.awareness, update, 'server');
    const states = new Map(scratch.getStates());
    states.delete(scratch.clientID);
    scratch.destroy();
    return states;
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}

/** A relative position as y-codemirror.next stores a cursor end. */
export function cursorAt(client: DocClient, index: number) {
  return Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(client.text, index));
}

type Person = Awaited<ReturnType<typeof register>>;

/**
 * The documents tests' people and tabs: a project with one person of each standing, and tabs with
 * its document open.
 */
export function documentsKit(t: TestContext, sockets: ReturnType<typeof useSockets>) {
  /** A signed-in tab of `person` with the project's document open (on `app`, the first by default). */
  async function tab(person: Person, projectId: string, app: App = t.app): Promise<DocClient> {
    const client = new DocClient(await sockets.signIn(person.cookie, app), projectId);
    await client.open();
    return client;
  }

  /** The owner makes `member` an editor, or a contributor again. */
  const setRole = (projectId: string, owner: Person, member: Person, role: 'editor' | 'contributor') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/members/${member.user.id}`,
      headers: { cookie: owner.cookie },
      payload: { role },
    });

  /**
   * A new project with its owner, an editor, a contributor and a stranger (members written
   * straight in: nobody joins a private project by asking), its main content set when given.
   */
  async function team(options: { isPublic?: boolean; mainContent?: string } = {}) {
    const [owner, editor, contributor, stranger] = [
      await register(t.app),
      await register(t.app),
      await register(t.app),
      await register(t.app),
    ];
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: options.isPublic ?? true });
    if (options.mainContent !== undefined) {
      await t.db.update(projects).set({ mainContent: options.mainContent }).where(eq(projects.id, projectId));
    }
    await t.db.insert(projectMembers).values([
      { projectId, userId: editor.user.id, role: 'editor' },
      { projectId, userId: contributor.user.id, role: 'contributor' },
    ]);
    return { projectId, owner, editor, contributor, stranger };
  }

  return { tab, setRole, team };
}
