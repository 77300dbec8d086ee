package vault

import (
	"fmt"
	"path/filepath"
	"strings"
)

// rawGrant is one acl.jsonl line as written.
type rawGrant struct {
	Doc       *string `json:"doc"`
	Principal *string `json:"principal"`
	Effect    *string `json:"effect"`
	From      *string `json:"from"`
	Until     *string `json:"until"`
}

var grantFields = []string{"doc", "principal", "effect", "from", "until"}

// loadACL reads acl.jsonl (required, may be empty). A grant must name a
// known document and a principal that exists: a user listed in
// principals.jsonl, or a group some principal belongs to. A misspelt
// principal in a deny would otherwise silently breach an ethical wall.
// Unknown fields are rejected for the same reason.
func loadACL(dir string, docs []*Document, principals []*Principal) ([]*Grant, error) {
	path := filepath.Join(dir, ACLFile)
	lines, err := readJSONL(path)
	if err != nil {
		return nil, err
	}
	docSet := make(map[string]bool, len(docs))
	for _, d := range docs {
		docSet[d.ID] = true
	}
	users, groups := map[string]bool{}, map[string]bool{}
	for _, p := range principals {
		users[p.User] = true
		for _, m := range p.Groups {
			groups[m.Group] = true
		}
	}
	out := make([]*Grant, 0, len(lines))
	for _, l := range lines {
		var raw rawGrant
		if err := decodeLine(path, l, &raw, grantFields); err != nil {
			return nil, err
		}
		fail := func(field, format string, args ...any) error {
			return &InputError{File: path, Line: l.n, Field: field, Msg: fmt.Sprintf(format, args...)}
		}
		if raw.Doc == nil || *raw.Doc == "" {
			return nil, fail("doc", "missing required field")
		}
		if !docSet[*raw.Doc] {
			return nil, fail("doc", "unknown document %q (not in %s)", *raw.Doc, DocumentsFile)
		}
		if raw.Principal == nil || *raw.Principal == "" {
			return nil, fail("principal", "missing required field")
		}
		pr := *raw.Principal
		switch {
		case pr == "*":
		case strings.HasPrefix(pr, "user:"):
			u := strings.TrimPrefix(pr, "user:")
			if !validID.MatchString(u) {
				return nil, fail("principal", "user id %q must match [A-Za-z0-9._:-]{1,64}", u)
			}
			if !users[u] {
				return nil, fail("principal", "unknown user %q (not in %s)", u, PrincipalsFile)
			}
		case strings.HasPrefix(pr, "group:"):
			g := strings.TrimPrefix(pr, "group:")
			if !validID.MatchString(g) {
				return nil, fail("principal", "group name %q must match [A-Za-z0-9._:-]{1,64}", g)
			}
			if !groups[g] {
				return nil, fail("principal", "unknown group %q (no principal in %s belongs to it)", g, PrincipalsFile)
			}
		default:
			return nil, fail("principal", "principal %q must be user:<id>, group:<name> or *", pr)
		}
		effect := Allow
		if raw.Effect != nil {
			switch Effect(*raw.Effect) {
			case Allow, Deny:
				effect = Effect(*raw.Effect)
			default:
				return nil, fail("effect", "unknown effect %q (want allow or deny)", *raw.Effect)
			}
		}
		from, until, err := parseWindow(path, l.n, raw.From, raw.Until)
		if err != nil {
			return nil, err
		}
		out = append(out, &Grant{Doc: *raw.Doc, Principal: pr, Effect: effect, From: from, Until: until, Line: l.n})
	}
	return out, nil
}
