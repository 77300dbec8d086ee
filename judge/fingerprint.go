package judge

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"strings"
	"unsafe"
)

// Fingerprint is the one way citecheck names "everything a result depends
// on": the resume key of a graded response, the judge cache key and any
// shared cache build on it, so two of them can never disagree about what
// counts as "the same input".
//
// Each part is written with its label and its length, so no choice of
// values can make two different lists of parts hash alike ("ab"+"c" and
// "a"+"bc" differ). The purpose string keeps fingerprints made for
// different uses apart even when their parts coincide.
type Fingerprint struct {
	h hash.Hash
}

// NewFingerprint starts a fingerprint for one purpose ("resume",
// "judge-unit").
func NewFingerprint(purpose string) *Fingerprint {
	f := &Fingerprint{h: sha256.New()}
	f.Add("purpose", []byte(purpose))
	return f
}

// Add writes one labelled part.
func (f *Fingerprint) Add(label string, value []byte) *Fingerprint {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(label)))
	f.h.Write(n[:])
	f.h.Write(unsafe.Slice(unsafe.StringData(label), len(label)))
	binary.BigEndian.PutUint64(n[:], uint64(len(value)))
	f.h.Write(n[:])
	f.h.Write(value)
	return f
}

// AddString writes one labelled string part. The string's bytes are
// hashed where they stand (the hash reads them and keeps nothing), not
// copied first: the heuristic judge fingerprints every unit it is asked
// about, passages and answers included.
func (f *Fingerprint) AddString(label, value string) *Fingerprint {
	return f.Add(label, unsafe.Slice(unsafe.StringData(value), len(value)))
}

// Sum is "sha256:<hex>" of the parts written so far.
func (f *Fingerprint) Sum() string {
	return "sha256:" + hex.EncodeToString(f.h.Sum(nil))
}

// Judge kinds, as Identity.Kind and Config.Kind (--judge) name them.
const (
	KindOpenAI    = "openai"
	KindHeuristic = "heuristic"
)

// Identity is what makes one judge's verdicts differ from another's: the
// kind, the model, the endpoint it was asked through, the prompt or rule
// version, the seed and the number of votes. Two judges with the same
// model name behind different endpoints are different judges.
type Identity struct {
	Kind          string `json:"kind"`               // "openai", "heuristic", ...
	Model         string `json:"model"`              // as sent to the endpoint
	Endpoint      string `json:"endpoint,omitempty"` // normalised base URL, without credentials
	PromptVersion string `json:"prompt_version"`     // hash of prompts or heuristic rules
	Seed          int    `json:"seed,omitempty"`
	Votes         int    `json:"votes,omitempty"`
	// ReasoningEffort is sent to reasoning models and changes their
	// verdicts; "" when not sent.
	ReasoningEffort string `json:"reasoning_effort,omitempty"`
}

// AddTo writes the identity into f under the prefix "judge.".
func (id Identity) AddTo(f *Fingerprint) *Fingerprint {
	f.AddString("judge.kind", id.Kind)
	f.AddString("judge.model", id.Model)
	f.AddString("judge.endpoint", id.Endpoint)
	f.AddString("judge.prompt_version", id.PromptVersion)
	var n [16]byte
	binary.BigEndian.PutUint64(n[:8], uint64(int64(id.Seed)))
	binary.BigEndian.PutUint64(n[8:], uint64(int64(id.Votes)))
	f.Add("judge.seed_votes", n[:])
	if id.ReasoningEffort != "" { // absent from older identities: keep their fingerprints
		f.AddString("judge.reasoning_effort", id.ReasoningEffort)
	}
	return f
}

// Identifier is implemented by judges that can say exactly who they are.
type Identifier interface {
	Identity() Identity
}

// IdentityOf is j's identity. A judge that does not implement Identifier
// is known only by its Model() string and, when it reports stats, its
// prompt version; that is weaker, so every judge in this package
// implements Identifier.
func IdentityOf(j Judge) Identity {
	if id, ok := j.(Identifier); ok {
		return id.Identity()
	}
	id := Identity{Kind: "unknown", Model: j.Model()}
	if s, ok := j.(StatsReporter); ok {
		id.PromptVersion = s.Stats().PromptVersion
	}
	return id
}

// NormaliseEndpoint is the endpoint part of an identity: the base URL
// without user information, query string or trailing slash, with the
// scheme and host in lower case; "" means api.openai.com. The query is
// dropped except for api-version, which selects a different API.
func NormaliseEndpoint(raw string) string {
	if raw == "" {
		return "https://api.openai.com/v1"
	}
	s := strings.TrimSpace(raw)
	scheme, rest, ok := strings.Cut(s, "://")
	if !ok {
		return strings.TrimRight(s, "/")
	}
	rest, query, _ := strings.Cut(rest, "?")
	if at := strings.LastIndex(strings.SplitN(rest, "/", 2)[0], "@"); at >= 0 {
		rest = rest[at+1:]
	}
	host, path, _ := strings.Cut(rest, "/")
	out := strings.ToLower(scheme) + "://" + strings.ToLower(host)
	if path = strings.TrimRight(path, "/"); path != "" {
		out += "/" + path
	}
	for _, kv := range strings.Split(query, "&") {
		if strings.HasPrefix(kv, "api-version=") {
			out += "?" + kv
		}
	}
	return out
}

// Identity of a memo is the wrapped judge's.
func (m *memo) Identity() Identity { return IdentityOf(m.inner) }
