package report

// ResumeKey is everything a graded response's verdicts depend on, each
// part hashed, and the one fingerprint over all of them (Sum). scores.json
// Records it under "hashes", so a rerun reuses a result only when every
// part is the same, and can say which part changed.
type ResumeKey struct {
	// Sum is judge.Fingerprint("resume") over every part below.
	Sum string `json:"inputs"`
	// Case and Response are the hashes of the files' bytes (the response's
	// with its --retrieved trace file).
	Case     string `json:"case"`
	Response string `json:"response"`
	// User and AskedAt are the effective user and time after every
	// override (flag, response, case); Trace the hash of the effective
	// trace ("none" when there is none).
	User    string `json:"user"`
	AskedAt string `json:"asked_at"`
	Trace   string `json:"trace"`
	// Vault is the Vault's content hash (documents, chunking, ACL,
	// principals); "" when the Reader cannot say, and then nothing is
	// ever reused.
	Vault string `json:"vault"`
	// Grader is GraderVersion with the hashes of the heuristic rules and
	// of the judge prompts.
	Grader string `json:"grader"`
	// Judge is the judge's identity (kind, model, endpoint, prompt
	// version, seed, votes), fingerprinted.
	Judge string `json:"judge"`
}

// Changed says in words which part of the key differs from an earlier
// one, first in the order a reader would look ("the Vault changed"), or
// "" when they are the same.
func (k ResumeKey) Changed(old ResumeKey) string {
	for _, c := range []struct{ a, b, why string }{
		{k.Grader, old.Grader, "the grader changed"},
		{k.Case, old.Case, "the case changed"},
		{k.Trace, old.Trace, "the retrieval trace changed"}, // before the response, whose hash covers a --retrieved file
		{k.Response, old.Response, "the response changed"},
		{k.User, old.User, "the user changed (" + old.User + " -> " + k.User + ")"},
		{k.AskedAt, old.AskedAt, "the time asked changed (" + old.AskedAt + " -> " + k.AskedAt + ")"},
		{k.Vault, old.Vault, "the Vault changed"},
		{k.Judge, old.Judge, "the judge changed"},
	} {
		if c.a != c.b {
			return c.why
		}
	}
	if k.Sum != old.Sum {
		return "the inputs changed"
	}
	if k.Vault == "" {
		return "the Vault cannot name its content"
	}
	return ""
}
