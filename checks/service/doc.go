// Package service is the HTTP pre-check service behind `citecheck serve`:
// a pipeline posts an answer (a response, FORMATS.md: the response) and gets back its
// scores.json with report.json inside, before a human ever reviews it.
//
// Endpoints: POST /v1/grade, GET /healthz and GET /metrics (Prometheus
// text format, hand-written). The handler enforces, in this order: a
// bearer token (constant-time compare; /healthz is open so load balancers
// can probe it), a request size limit (413), bounded concurrency (a
// semaphore; a request waits up to QueueWait for a slot, then gets 503
// with Retry-After) and a per-request grading timeout (504).
//
// The service never writes to disk: replies are JSON only, so a run ID
// sent by a client (untrusted) never becomes a path. Only the judge's
// content-addressed verdict cache, when enabled, writes files, named by
// hashes. checks/service/openapi.yaml describes the endpoints.
package service
