package report

// DocAccess is whether the requesting user could read one document the
// report mentions (cited, resolved, located or retrieved) at the time
// asked, with the rule that decided. Redact and the printers use it to
// withhold the text of denied documents (the default; --show-denied
// shows it) without opening the Vault.
type DocAccess struct {
	Doc     string `json:"doc"`
	Allowed bool   `json:"allowed"`
	Rule    string `json:"rule,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// Denied reports whether doc was not readable by the report's user at the
// time asked. A document the report has no access entry for counts as
// denied, so redaction fails closed.
func (r *Report) Denied(doc string) bool {
	for _, a := range r.Access {
		if a.Doc == doc {
			return !a.Allowed
		}
	}
	return true
}
