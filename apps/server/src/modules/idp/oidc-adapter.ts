import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db';

type ModelRow = { payload: AdapterPayload; consumed_at: Date | string | null };

/**
 * oidc-provider's storage over the `oidc_models` table (docs/product.md#storage): sessions, interactions,
 * grants, codes and refresh tokens live in the database, so a restart signs nobody out and several instances
 * share them. One instance per model name (`kind`); an expired row is never returned, and
 * `deleteExpiredOidcModels` sweeps them.
 */
export class OidcModelAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
    // consumed_at is kept on conflict: re-saving a consumed code or token must not make it usable again.
    await this.db.query(
      `insert into oidc_models (kind, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7::timestamptz)
       on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.kind,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('update oidc_models set consumed_at = now() where kind = $1 and id = $2', [
      this.kind,
      id,
    ]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('delete from oidc_models where kind = $1 and id = $2', [this.kind, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('delete from oidc_models where kind = $1 and grant_id = $2', [this.kind, grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const rows = await this.db.query<ModelRow>(
      `select payload, consumed_at from oidc_models
       where kind = $1 and ${condition} and (expires_at is null or expires_at > now()) limit 1`,
      [this.kind, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    const payload =
      typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    if (row.consumed_at === null) return payload;
    return { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
  }
}

export async function deleteExpiredOidcModels(db: Db): Promise<void> {
  await db.query('delete from oidc_models where expires_at is not null and expires_at <= now()');
}
