package judge

import (
	"encoding/json"
	"sort"
)

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

// VerdictCache stores judge verdicts by content address (VerdictKey).
// The judge asks it before every vote and stores every verdict it gets;
// implementations (the file cache here, a shared cache elsewhere) must
// be safe for concurrent use and keep two rules:
//
//   - Get reports a miss for anything it cannot read: a broken or
//     unreachable entry is asked again and overwritten, never an error.
//   - Only verdicts are ever Put. Errors (unreachable, invalid output,
//     refusals, replay misses, dry runs) never reach the cache, so a
//     passing fault is asked again next time. A verdict whose evidence
//     could not be verified is a verdict (it fails closed) and is stored
//     with Assessment.Unverified set, so --rejudge-unverified can ask
//     again.
type VerdictCache interface {
	Get(key string) (Assessment, bool)
	Put(key string, a Assessment) error
}

// RecordingCache is implemented by caches that also keep which judge
// identities recorded verdicts in them (for --judge replay) and what
// each endpoint accepts (so a later run does not learn it again). The
// folder cache and the Redis cache (package rediscache) implement it.
// Keys given to LoadProtocol and StoreProtocol are "sha256:<hex>", as
// verdict keys are. Identities is sorted as SortIdentities sorts.
type RecordingCache interface {
	RecordIdentity(id Identity) error
	Identities() ([]Identity, error)
	LoadProtocol(key string) (Protocol, bool)
	StoreProtocol(key string, p Protocol) error
}

// SortIdentities orders recorded identities by endpoint, model and
// prompt version, then by the rest of the identity, so listings (and
// replay's choice among them) never depend on storage order: a folder
// walk is ordered, a Redis hash is not.
func SortIdentities(ids []Identity) {
	sort.SliceStable(ids, func(i, j int) bool {
		a, b := ids[i], ids[j]
		switch {
		case a.Endpoint != b.Endpoint:
			return a.Endpoint < b.Endpoint
		case a.Model != b.Model:
			return a.Model < b.Model
		case a.PromptVersion != b.PromptVersion:
			return a.PromptVersion < b.PromptVersion
		case a.Kind != b.Kind:
			return a.Kind < b.Kind
		case a.Seed != b.Seed:
			return a.Seed < b.Seed
		case a.Votes != b.Votes:
			return a.Votes < b.Votes
		}
		return a.ReasoningEffort < b.ReasoningEffort
	})
}

// IdentityKey addresses one recorded identity ("sha256:<hex>"), so a
// cache stores each judge once however often it records.
func IdentityKey(id Identity) string {
	return id.AddTo(NewFingerprint("judge-identity")).Sum()
}
