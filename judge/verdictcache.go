package judge

import "encoding/json"

// UnitClaimer is implemented by a shared VerdictCache (the Redis cache)
// that lets one process at a time ask the judge for a unit, so processes
// grading the same units pay for each verdict once. Caches that do not
// implement it (the folder cache, no cache) are used as before.
type UnitClaimer interface {
	// Claim tries once, without waiting, to claim each verdict key of
	// one call for this process, all in one atomic step: of two
	// processes claiming the same batch at once, one gets every key and
	// the other none, so the batch is not split between them. claimed[i]
	// reports whether keys[i] is now this process's (false: another
	// process holds it). release gives back every key claimed, once the
	// verdicts have been Put (or the ask failed, since errors are never
	// Put); a claim whose holder dies lapses by itself after a short
	// expiry. A cache that cannot tell (unreachable) reports every key
	// claimed with a release that does nothing, so the caller asks for
	// itself.
	Claim(keys []string) (claimed []bool, release func())
}

// VerdictKey addresses one vote's verdict: the judge's identity (kind,
// model, endpoint, prompt version, reasoning effort) with the vote's
// seed, and the unit as sent. It is built on Fingerprint, as the resume
// key is, so "the same judge" means the same thing to both. Votes is
// left out: each vote is stored under its own seed.
func VerdictKey(id Identity, seed int, u *Unit) string {
	id.Seed, id.Votes = seed, 0
	b, _ := json.Marshal(u)
	return id.AddTo(NewFingerprint("judge-verdict")).AddString("unit", string(b)).Sum()
}

// ProtocolKey addresses what an endpoint and model accept.
func ProtocolKey(id Identity) string {
	return NewFingerprint("judge-protocol").AddString("model", id.Model).AddString("endpoint", id.Endpoint).
		AddString("reasoning_effort", id.ReasoningEffort).Sum()
}
