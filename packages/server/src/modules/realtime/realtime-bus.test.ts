import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type RealtimeEvent } from './realtime-bus.js';

const REDIS_URL = process.env.VELA_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function nextEvent(bus: { subscribe(l: (e: RealtimeEvent) => void): () => void }): Promise<RealtimeEvent> {
  return new Promise((resolve) => {
    const stop = bus.subscribe((event) => {
      stop();
      resolve(event);
    });
  });
}

describe('realtime bus', () => {
  it('delivers an event to listeners in the same process', async () => {
    const bus = createMemoryBus();
    const heard = nextEvent(bus);
    await bus.publish({ type: 'record.saved', audience: 'u1', orgId: 'o1', payload: { id: 'x' } });
    expect(await heard).toMatchObject({ type: 'record.saved', payload: { id: 'x' } });
    await bus.close();
  });

  it('fans an event out between two server processes through Redis', async () => {
    const channel = `vela:test:${randomBytes(4).toString('hex')}`;
    const instanceA = await createRedisBus(REDIS_URL, channel);
    const instanceB = await createRedisBus(REDIS_URL, channel);
    try {
      const heardOnB = nextEvent(instanceB);
      await instanceA.publish({ type: 'chat.message', audience: '*', orgId: 'o1', payload: { text: 'hi' } });
      expect(await heardOnB).toMatchObject({ type: 'chat.message', payload: { text: 'hi' } });
    } finally {
      await instanceA.close();
      await instanceB.close();
    }
  });
});
