-- Issue 21 point 4: an Idempotency-Key is now written in the transaction of the money it records. Claims of
-- the old scheme that never got their answer (a crash between the commit and the answer) answered 409 for
-- ever; they are dropped so a retry runs anew. Keys live 24 hours; the hourly sweep finds the old ones here.
DELETE FROM "idempotency_keys" WHERE "response_status" = 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_at_idx" ON "idempotency_keys" ("created_at");
