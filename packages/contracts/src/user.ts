import { z } from 'zod';

/** Roles are granted and enforced by the server (DELTAS row 1); the client only hides. */
export const UserRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** The signed-in user as `GET /auth/user` returns it (spec part 1 §3 User, plus id and role). */
export const UserSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  profileImage: z.string().nullish(),
  role: UserRoleSchema,
  safetyScore: z.number(),
});
export type User = z.infer<typeof UserSchema>;

/** `GET /auth/user`: the signed-in user, or `null` for a visitor (spec delta 52, not a 401). */
export const SignedInUserSchema = UserSchema.nullable();

/**
 * `GET /api/user/export` ("Your data"): the account and every stored row linked to it, table by
 * table (`records.<table>`), as a JSON download. Tables are found from the database's own foreign
 * keys to `users`, so an area that adds personal data is included without touching the export.
 */
export const UserDataExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    profileImage: z.string().nullable(),
    role: UserRoleSchema,
    createdAt: z.iso.datetime({ offset: true }),
    lastSeenAt: z.iso.datetime({ offset: true }),
  }),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type UserDataExport = z.infer<typeof UserDataExportSchema>;

/** `DELETE /api/user`: the account and everything linked to it are gone; the cookie is cleared. */
export const DeleteAccountResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;
