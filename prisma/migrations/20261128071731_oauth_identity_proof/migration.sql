-- Identities linked before proof of the e-mail was required stay NULL: they sign in only after a mailed code, and
-- a password reset removes them.
-- AlterTable
ALTER TABLE "OAuthIdentity" ADD COLUMN     "verifiedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "OAuthSignIn" ADD COLUMN     "mailAttempts" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "mailCodeHash" CHAR(64);
