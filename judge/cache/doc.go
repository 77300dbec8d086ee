// Package cache is the judge's verdict cache in a folder (Folder): one
// JSON file per verdict key, written atomically so concurrent graders
// sharing a folder never see half a verdict, with the judges that
// recorded there (for --judge replay) and the protocols learned per
// endpoint. Package rediscache, beside it, implements the same
// interfaces on Redis.
//
// It owns the folder layout, the default folder (DefaultDir) and the
// atomic writes. The interfaces it implements (judge.VerdictCache,
// judge.RecordingCache) and the keys verdicts are stored under
// (judge.VerdictKey, judge.ProtocolKey, judge.IdentityKey) belong to the
// contract, because the judges compute the keys and the caches only
// store under them.
//
// It needs only the contract: it must not import a judge (the LLM judge
// or the heuristic) or the wiring, never stores an error, and reports
// anything it cannot read as a miss.
package cache
