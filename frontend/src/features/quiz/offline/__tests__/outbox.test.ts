import { waitFor } from '@testing-library/react';
import type { Attempt, GivenAnswer, QuizData } from '@/lib/types';
import { attemptFromLocal, keepServedQuiz, openOfflineDb, readLocalQuiz, type OfflineDb, type OutboxEntry, type SaveBody } from '../db';
import { backoff, Outbox, type SendOutcome } from '../outbox';

const quizData: QuizData = { title: 'Fractions', questions: [{ question: '1/2 + 1/4?', options: ['3/4', '2/6'] }] } as QuizData;

function body(answers: (string | null)[], status: SaveBody['status'] = 'in progress'): SaveBody {
  return { selectedAnswers: answers, status, remainingTime: 0, timeTaken: 5, quizMode: 'exam', quizType: 'mcq', totalQuestions: 3 };
}

function exam(id: string, extra: Partial<Attempt> = {}): Attempt {
  return { id, status: 'in progress', quizMode: 'exam', timeLimit: 600, remainingTime: 500, selectedAnswers: [null, null, null], saveNumber: 0, ...extra };
}

/** A server the tests control: it records what arrives, and answers as `mode` says. */
function fakeServer() {
  const received: OutboxEntry[] = [];
  const server = {
    mode: 'online' as 'online' | 'offline' | 'lost-answer' | 'error' | 'expired',
    received,
    completed: 0,
    /** The highest save number applied, per attempt (the server's rule). */
    applied: new Map<string, number>(),
    answers: new Map<string, GivenAnswer[]>(),
    send: async (entry: OutboxEntry): Promise<SendOutcome> => {
      if (server.mode === 'offline') return { kind: 'retry' };
      if (server.mode === 'expired') return { kind: 'unauthorized' };
      if (server.mode === 'error') return { kind: 'retry', status: 503, body: { error: 'The marker is busy.' } };
      received.push(entry);
      const n = entry.body.saveNumber ?? 0;
      const kept = server.applied.get(entry.attemptId) ?? 0;
      let applied = false;
      if (entry.kind === 'submit') {
        if (!server.answers.has(`${entry.attemptId}:done`)) {
          server.completed += 1;
          server.answers.set(`${entry.attemptId}:done`, entry.body.selectedAnswers);
        }
        applied = true;
      } else if (n > kept) {
        server.applied.set(entry.attemptId, n);
        server.answers.set(entry.attemptId, entry.body.selectedAnswers);
        applied = true;
      }
      if (server.mode === 'lost-answer') {
        server.mode = 'online';
        return { kind: 'retry' };
      }
      return { kind: 'ok', status: 200, body: { data: { id: entry.attemptId, status: entry.body.status, score: 67 }, applied } };
    },
  };
  return server;
}

let db: OfflineDb;
let n = 0;
const outboxes: Outbox[] = [];

function outbox(send: (e: OutboxEntry) => Promise<SendOutcome>, options: ConstructorParameters<typeof Outbox>[2] = {}) {
  const o = new Outbox(db, send, { delay: () => 20, ...options });
  outboxes.push(o);
  return o;
}

beforeEach(async () => {
  n += 1;
  db = await openOfflineDb(`outbox-test-${n}`);
});

afterEach(() => {
  for (const o of outboxes.splice(0)) o.stop();
});

describe('the outbox', () => {
  it('stores each save first, numbers it, and sends in order', async () => {
    const server = fakeServer();
    const box = outbox(server.send);
    await keepServedQuiz(db, exam('a1'), quizData, 1_000);
    await box.save('a1', body(['3/4', null, null]));
    await box.flush();
    await box.save('a1', body(['3/4', '1/2', null]));
    await box.flush();
    await box.save('a2', body(['x']));
    await box.flush();
    expect(server.received.map((e) => [e.attemptId, e.body.saveNumber])).toEqual([
      ['a1', 1],
      ['a1', 2],
      ['a2', 1],
    ]);
    expect(server.answers.get('a1')).toEqual(['3/4', '1/2', null]);
    expect(await box.entries()).toEqual([]);
    expect(box.state('a1')).toMatchObject({ pending: 0, failing: false, sentOnce: true });
    const local = await readLocalQuiz(db, 'a1');
    expect(local).toMatchObject({ lastSaveNumber: 2, unsent: false, answers: ['3/4', '1/2', null] });
  });

  it('offline, saves wait in order; back online the newest goes with the highest number', async () => {
    const server = fakeServer();
    server.mode = 'offline';
    const box = outbox(server.send, { delay: () => 60_000 });
    box.start();
    await box.enqueue('a1', 'save', body(['3/4', null, null]));
    await box.enqueue('a1', 'save', body(['3/4', '1/2', null]));
    await box.enqueue('a1', 'save', body(['3/4', '1/2', '1/2']));
    // The same answers again (a timed exam's periodic save) do not add to the queue.
    await box.enqueue('a1', 'save', body(['3/4', '1/2', '1/2']));
    await box.flush();
    expect(box.state('a1')).toMatchObject({ pending: 3, failing: true });
    expect((await box.entries('a1')).map((e) => e.saveNumber)).toEqual([1, 2, 3]);

    server.mode = 'online';
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(box.state('a1').pending).toBe(0));
    // One request: the newest save stands for the two before it.
    expect(server.received.map((e) => e.body.saveNumber)).toEqual([3]);
    expect(server.answers.get('a1')).toEqual(['3/4', '1/2', '1/2']);
    expect(box.state('a1').failing).toBe(false);
  });

  it('retries with back-off until the server takes it', async () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const server = fakeServer();
    let failures = 2;
    const delays: number[] = [];
    const box = outbox(
      async (e) => {
        if (failures > 0) {
          failures -= 1;
          return { kind: 'retry', status: 503 };
        }
        return server.send(e);
      },
      {
        delay: (f) => {
          delays.push(f);
          return 10;
        },
      },
    );
    await box.save('a1', body(['3/4', null, null]));
    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(delays).toEqual([1, 2]);
    expect(box.state('a1')).toMatchObject({ pending: 0, failing: false });
  });

  it('delivers a submission made offline exactly once when the network returns', async () => {
    const server = fakeServer();
    server.mode = 'offline';
    const box = outbox(server.send, { delay: () => 60_000 });
    box.start();
    await keepServedQuiz(db, exam('a1'), quizData, 1_000);
    await box.save('a1', body(['3/4', null, null]));
    await box.flush();
    let queued = 0;
    const delivered = box.submit('a1', body(['3/4', '1/2', '1/2'], 'completed'), () => {
      queued += 1;
    });
    await waitFor(() => expect(queued).toBe(1));
    // The submission replaces the save still waiting (it carries the final answers).
    expect((await box.entries('a1')).map((e) => [e.kind, e.saveNumber])).toEqual([['submit', 2]]);
    expect(box.state('a1').submitQueued).toBe(true);

    server.mode = 'online';
    // The online event, the retry timer and a second tab's flush all at once: one delivery.
    window.dispatchEvent(new Event('online'));
    await Promise.all([box.flush(), box.flush(), box.flush()]);
    const answer = (await delivered) as { data: { status: string } };
    expect(answer.data.status).toBe('completed');
    expect(server.received.filter((e) => e.kind === 'submit')).toHaveLength(1);
    expect(server.completed).toBe(1);
    expect(queued).toBe(1);
    expect(await box.entries()).toEqual([]);
    expect(await readLocalQuiz(db, 'a1')).toBeUndefined();
  });

  it('sends a submission again when its answer was lost, and the server completes it once', async () => {
    const server = fakeServer();
    server.mode = 'lost-answer';
    const box = outbox(server.send);
    const delivered = box.submit('a1', body(['3/4', '1/2', '1/2'], 'completed'));
    await delivered;
    expect(server.received.filter((e) => e.kind === 'submit')).toHaveLength(2);
    expect(server.completed).toBe(1);
  });

  it('a submission the server fails (5xx) is handed back to the page; 401 keeps everything', async () => {
    const server = fakeServer();
    server.mode = 'error';
    const box = outbox(server.send);
    await expect(box.submit('a1', body(['3/4'], 'completed'))).rejects.toMatchObject({ status: 503 });
    expect(await box.entries()).toEqual([]);

    let unauthorized = 0;
    server.mode = 'expired';
    const box2 = outbox(server.send, { onUnauthorized: () => (unauthorized += 1) });
    await box2.save('a2', body(['x']));
    await waitFor(() => expect(unauthorized).toBe(1));
    expect(await box2.entries('a2')).toHaveLength(1);
    server.mode = 'online';
    await box2.flush();
    expect(await box2.entries('a2')).toHaveLength(0);
  });

  it('restores after a reload: the queue, the newest answers and the clock from the deadline', async () => {
    const server = fakeServer();
    server.mode = 'offline';
    const before = outbox(server.send, { delay: () => 60_000 });
    // Served at t = 1,000 s with 500 s left: the deadline is t = 1,500 s on this device's clock.
    await keepServedQuiz(db, exam('a1', { saveNumber: 4 }), quizData, 1_000_000);
    await before.save('a1', body(['3/4', '1/2', null]));
    await before.flush();
    const pendingSubmit = before.submit('a1', body(['3/4', '1/2', '1/2'], 'completed'));
    void pendingSubmit.catch(() => undefined);
    before.stop();

    // The page comes back (a reload): a new outbox over the same database.
    const after = outbox(server.send);
    await after.refresh();
    expect(after.state('a1')).toMatchObject({ pending: 1, submitQueued: true });
    const local = await readLocalQuiz(db, 'a1');
    expect(local).toMatchObject({ unsent: true, answers: ['3/4', '1/2', '1/2'], lastSaveNumber: 6 });
    // 100 s later by the device's clock: 400 s left, whenever the page was reloaded.
    const restored = attemptFromLocal(local!, 1_100_000);
    expect(restored).toMatchObject({ remainingTime: 400, timeLimit: 600, selectedAnswers: ['3/4', '1/2', '1/2'] });
    expect(restored.quizData).toBeUndefined();
    expect(local!.quizData).toEqual(quizData);
    // The server's older answers do not overwrite the device's while it is ahead.
    const served = await keepServedQuiz(db, exam('a1', { selectedAnswers: ['3/4', null, null], saveNumber: 5 }), quizData, 1_050_000);
    expect(served.answers).toEqual(['3/4', '1/2', '1/2']);
    expect(served.lastSaveNumber).toBe(6);

    server.mode = 'online';
    const delivered = after.whenSubmitted('a1');
    await after.flush();
    await delivered;
    expect(server.received.map((e) => [e.kind, e.body.saveNumber])).toEqual([['submit', 6]]);
    expect(server.completed).toBe(1);
  });

  it('two tabs share the queue: what one sends, the other no longer counts as waiting', async () => {
    const server = fakeServer();
    server.mode = 'offline';
    const first = outbox(server.send, { delay: () => 60_000 });
    const second = outbox(server.send, { delay: () => 60_000 });
    await keepServedQuiz(db, exam('a1'), quizData, 1_000);
    await first.enqueue('a1', 'save', body(['3/4', null, null]));
    await second.enqueue('a1', 'save', body(['3/4', '1/2', null]));
    // The numbers are the device's, whichever tab gave them out.
    expect((await first.entries('a1')).map((e) => e.saveNumber)).toEqual([1, 2]);
    expect(first.state('a1').pending).toBe(1);

    server.mode = 'online';
    await second.flush();
    expect(server.received.map((e) => e.body.saveNumber)).toEqual([2]);
    expect(second.state('a1').pending).toBe(0);
    // The first tab finds nothing left to send, and says so.
    await first.flush();
    expect(first.state('a1').pending).toBe(0);
    expect(server.received).toHaveLength(1);
  });
});
