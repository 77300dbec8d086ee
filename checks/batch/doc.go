// Package batch grades many responses against one case: files, globs,
// JSONL streams and Harvey-Labs style results folders, in parallel, with
// flat memory, resumable runs and a deterministic summary.
//
// The design keeps three promises that matter for eval runs of thousands
// of answers:
//
//   - Flat memory. Responses are read one at a time from a Source and
//     handed to a bounded pool of workers; at most Window() responses (and
//     their reports) are alive at once, whatever the batch size. Only the
//     summary counters and, for duplicate detection during the pre-scan,
//     one 8-byte hash per run ID are kept for the whole batch.
//   - Resumable and crash-safe. Each result folder is written with
//     report.WriteResults, which writes report.json before scores.json,
//     each atomically, so a present scores.json means a complete report.
//     A rerun skips a response whose scores.json is valid and names the
//     same case hash, response hash and judge model, with every criterion
//     completed; anything else (missing, truncated, tampered, graded
//     against another case) is graded again.
//   - Bad input writes nothing. Scan reads every input once before any
//     grading (counting them for the progress line and refusing two
//     responses with the same run ID), so a malformed line stops the run
//     with an error naming the file, the line and the field.
//
// Accepted inputs (see Inputs): a response file (JSON, FORMATS.md: the response, or
// Markdown), a glob, a .jsonl/.ndjson file or "-" (one response per line),
// and a results folder: every folder below it holding a response.json,
// or else an answer.md or answer.txt, is one response whose run ID
// defaults to that folder's path relative to the results root.
package batch
