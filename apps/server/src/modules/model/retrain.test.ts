import { fileURLToPath } from 'node:url';
import {
  AdminStatsSchema,
  AnalyzeResponseSchema,
  RetrainJobSchema,
  type RetrainJob,
} from '@scambuddy/contracts';
import { loadDerivedExamples } from '@scambuddy/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/auth-helper.js';
import {
  buildTestApp,
  createTestDatabase,
  testEngineModel,
  type TestContext,
} from '../../../test/helper.js';
import { systemClock } from '../../adapters/clock.js';
import type { Database } from '../../db/database.js';
import { modelVersions } from '../../db/schema.js';
import type { CandidateTrainer } from './candidate-trainer.js';
import { createModelHolder } from './model-holder.js';
import { createModelRepository } from './model.repository.js';
import { createRetrainService } from './retrain.service.js';

/** 100 labelled US messages (a copy of packages/engine/test-data/us-check.jsonl): a tiny base corpus. */
const FIXTURE_CORPUS = fileURLToPath(new URL('./__fixtures__/corpus/', import.meta.url));

const LABELLED = [
  {
    text: 'Grandma it is me, I was in a car accident and I am in jail. Please send $2,000 in gift cards and do not tell Mom.',
    verdict: 'scam',
  },
  {
    text: 'Your prescription is ready for pickup at the pharmacy counter until 9 pm.',
    verdict: 'not_scam',
  },
] as const;

async function waitForJob(
  ctx: TestContext,
  cookie: string,
  id: string,
  attempts = 240,
): Promise<RetrainJob> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const response = await ctx.app.inject({ url: `/api/admin/ml/jobs/${id}`, headers: { cookie } });
    const job = RetrainJobSchema.parse(response.json());
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the retraining job did not finish');
}

async function statsOf(ctx: TestContext, cookie: string) {
  const response = await ctx.app.inject({ url: '/api/admin/stats', headers: { cookie } });
  return AdminStatsSchema.parse(response.json());
}

describe('POST /api/admin/ml/restart with a base corpus and feedback labels', () => {
  let db: Database;
  let ctx: TestContext;
  let admin: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    ctx = await buildTestApp({ db, env: { ENGINE_CORPUS_DIR: FIXTURE_CORPUS } });
    admin = (await signInAs(ctx, { role: 'admin' })).cookie;
  });
  afterAll(async () => {
    await ctx.close();
    await db.close();
  });

  it('answers at once with a job, trains in a worker, and swaps in the new version', async () => {
    const person = await signInAs(ctx);
    for (const { text, verdict } of LABELLED) {
      const analyzed = await ctx.app.inject({
        method: 'POST',
        url: '/api/analyze',
        headers: { cookie: person.cookie },
        payload: { inputType: 'text', text },
      });
      const { analysisId } = AnalyzeResponseSchema.parse(analyzed.json());
      await ctx.app.inject({
        method: 'POST',
        url: `/api/analysis/${analysisId}/feedback`,
        headers: { cookie: person.cookie },
        payload: { verdict },
      });
    }

    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/ml/restart',
      headers: { cookie: admin },
    });
    expect(started.statusCode).toBe(202);
    const job = RetrainJobSchema.parse(started.json());
    expect(job.status).toBe('running');

    const done = await waitForJob(ctx, admin, job.id);
    // The message is in the comparison so a failure shows why.
    expect(done).toMatchObject({
      status: 'accepted',
      stage: 'done',
      progress: 1,
      message: expect.any(String),
    });
    expect(done.message).not.toMatch(/failed/i);

    const stats = await statsOf(ctx, admin);
    expect(stats.model.origin).toBe('retrained');
    expect(stats.model.evaluation).toBe('held-back');
    expect(stats.model.version).toMatch(/^r\./);
    expect(stats.model.version).not.toBe(testEngineModel().metadata.version);
    expect(stats.model.examples).toBe(102);
    expect(stats.modelVersions[0]).toMatchObject({
      id: done.modelVersionId,
      status: 'active',
      baseExamples: 100,
      feedbackExamples: 2,
    });
    expect(stats.mlModelAccuracy).toBe(
      Math.round((stats.model.metrics.heldBackAuc ?? 0) * 10000) / 100,
    );
  }, 90_000);

  it('loads the accepted version again when the app restarts on the same database', async () => {
    const active = (await statsOf(ctx, admin)).model.version;
    const restarted = await buildTestApp({ db });
    try {
      const cookie = (await signInAs(restarted, { role: 'admin' })).cookie;
      const stats = await statsOf(restarted, cookie);
      expect(stats.model).toMatchObject({ version: active, origin: 'retrained' });
    } finally {
      await restarted.close();
    }
  });
});

describe('retraining where there is no corpus (a deployment, a fresh clone without ../shared)', () => {
  it('retrains from the derived examples committed with the model and finishes', async () => {
    const ctx = await buildTestApp({ env: { ENGINE_CORPUS_DIR: '/nonexistent/corpus' } });
    try {
      const admin = (await signInAs(ctx, { role: 'admin' })).cookie;
      const started = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/ml/restart',
        headers: { cookie: admin },
      });
      const done = await waitForJob(ctx, admin, RetrainJobSchema.parse(started.json()).id, 1_200);
      // Accepted or refused is the judgement on the figures; either way it ran to the end.
      expect(done).toMatchObject({ stage: 'done', progress: 1 });
      expect(['accepted', 'refused']).toContain(done.status);
      // Every example committed beside the model, whatever the corpus held when it was trained.
      const committed = loadDerivedExamples().corpus.examples;
      expect(done.message).toContain(
        `${committed} base examples (the training examples committed with`,
      );
      const stats = await statsOf(ctx, admin);
      expect(stats.modelVersions[0]).toMatchObject({
        baseExamples: committed,
        feedbackExamples: 0,
      });
    } finally {
      await ctx.close();
    }
  }, 300_000);
});

describe('a retraining that fails', () => {
  it('is reported as failed with the reason', async () => {
    const db = await createTestDatabase();
    try {
      const committed = testEngineModel();
      const holder = createModelHolder(committed);
      const service = createRetrainService({
        repository: createModelRepository(db.orm),
        holder,
        clock: systemClock,
        corpusDir: null,
        trainer: async () => {
          throw new Error('the training worker stopped (exit code 1)');
        },
      });
      const job = service.start();
      await service.idle();
      expect(service.get(job.id)).toMatchObject({
        status: 'failed',
        stage: 'done',
        message: 'Retraining failed: the training worker stopped (exit code 1)',
      });
      expect(holder.current()).toBe(committed);
    } finally {
      await db.close();
    }
  });
});

describe('a deliberately worse candidate', () => {
  it('is recorded as refused and never swapped in', async () => {
    const db = await createTestDatabase();
    try {
      const committed = testEngineModel();
      const holder = createModelHolder(committed);
      // A "candidate" that is the committed model with far worse held-back figures.
      const worseTrainer: CandidateTrainer = async (input, onProgress) => {
        onProgress('training', 0.5);
        return {
          model: { ...committed, metadata: { ...committed.metadata, version: 'r.worse' } },
          weightBytes: new Uint8Array(0),
          heldBack: {
            count: 100,
            scams: 50,
            legit: 50,
            auc: 0.8,
            scamsHigh: 0.6,
            legitHigh: 0.1,
            scamsLow: 0.2,
            ece: 0.2,
          },
          baseExamples: 100,
          feedbackExamples: input.feedback.length,
          baseOrigin: 'a test',
        };
      };
      const service = createRetrainService({
        repository: createModelRepository(db.orm),
        holder,
        clock: systemClock,
        corpusDir: FIXTURE_CORPUS,
        trainer: worseTrainer,
      });
      const job = service.start();
      expect(service.start().id).toBe(job.id);
      await service.idle();

      const finished = service.get(job.id);
      expect(finished?.status).toBe('refused');
      expect(finished?.message).toContain('Worse than the running model');
      expect(holder.current()).toBe(committed);
      const rows = await db.orm.select().from(modelVersions);
      expect(rows).toMatchObject([
        { version: 'r.worse', status: 'refused', isActive: false, weightsBase64: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
