-- Jobs run on pg-boss (schema pgboss, decision 0050). Its start-up step moved the jobs still
-- waiting here into their queues and dropped this table already; this drops it on a new database.
DROP TABLE IF EXISTS "jobs" CASCADE;
