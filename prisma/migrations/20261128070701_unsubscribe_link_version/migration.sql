-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "notificationsVersion" INTEGER NOT NULL DEFAULT 0;
