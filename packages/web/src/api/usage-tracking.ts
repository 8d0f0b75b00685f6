import { USAGE_TRACK_UPLOAD_INTERVAL_MS } from '@vela/core';

/**
 * Spec 1 §7: a save to objectInfo/save records a user-tracking event — create
 * when the first item has no id, else edit. Events are queued and uploaded
 * together every 5000 ms (§9) so tracking never slows a save.
 */
export interface UsageEvent {
  event: 'create' | 'edit';
  objectApi: string;
  at: string;
}

export const USAGE_UPLOAD_PATH = 'user/trackUsage';

export function usageEventForSave(body: unknown, now: Date = new Date()): UsageEvent {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as {
    objectApi?: unknown;
    data?: unknown;
  };
  const first = firstItem(payload.data);
  const hasId = typeof first?.id === 'string' ? first.id !== '' : Boolean(first?.id);
  return {
    event: hasId ? 'edit' : 'create',
    objectApi: typeof payload.objectApi === 'string' ? payload.objectApi : '',
    at: now.toISOString(),
  };
}

function firstItem(data: unknown): { id?: unknown } | undefined {
  let items = data;
  if (typeof items === 'string') {
    try {
      items = JSON.parse(items);
    } catch {
      return undefined;
    }
  }
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as { id?: unknown }) : undefined;
}

export class UsageTracker {
  private queue: UsageEvent[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly upload: (events: UsageEvent[]) => Promise<unknown>,
    private readonly intervalMs = USAGE_TRACK_UPLOAD_INTERVAL_MS,
  ) {}

  record(event: UsageEvent): void {
    this.queue.push(event);
    this.timer ??= setInterval(() => void this.flush(), this.intervalMs);
  }

  pending(): readonly UsageEvent[] {
    return this.queue;
  }

  async flush(): Promise<void> {
    if (this.queue.length === 0) {
      this.stop();
      return;
    }
    const batch = this.queue;
    this.queue = [];
    try {
      await this.upload(batch);
    } catch {
      // Tracking is best effort: a failed upload is retried with the next batch.
      this.queue = [...batch, ...this.queue];
    }
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
