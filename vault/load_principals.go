package vault

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// rawPrincipal is one principals.jsonl line as written.
type rawPrincipal struct {
	User   *string         `json:"user"`
	Name   string          `json:"name"`
	Groups []rawMembership `json:"groups"`
}

type rawMembership struct {
	Group *string `json:"group"`
	From  *string `json:"from"`
	Until *string `json:"until"`
}

var principalFields = []string{"user", "name", "groups"}
var membershipFields = []string{"group", "from", "until"}

// loadPrincipals reads principals.jsonl (required, may be empty). Unknown
// fields are rejected: a misspelt "untill" would silently keep a
// membership open.
func loadPrincipals(dir string) ([]*Principal, error) {
	path := filepath.Join(dir, PrincipalsFile)
	lines, err := readJSONL(path)
	if err != nil {
		return nil, err
	}
	seen := map[string]int{}
	out := make([]*Principal, 0, len(lines))
	for _, l := range lines {
		var raw rawPrincipal
		if err := decodeLine(path, l, &raw, principalFields); err != nil {
			return nil, err
		}
		fail := func(field, format string, args ...any) error {
			return &InputError{File: path, Line: l.n, Field: field, Msg: fmt.Sprintf(format, args...)}
		}
		if raw.User == nil || *raw.User == "" {
			return nil, fail("user", "missing required field")
		}
		if !validID.MatchString(*raw.User) {
			return nil, fail("user", "user id %q must match [A-Za-z0-9._:-]{1,64}", *raw.User)
		}
		if first, dup := seen[*raw.User]; dup {
			return nil, fail("user", "duplicate user %q (first on line %d)", *raw.User, first)
		}
		seen[*raw.User] = l.n
		if err := checkMembershipFields(path, l); err != nil {
			return nil, err
		}
		p := &Principal{User: *raw.User, Name: raw.Name}
		for i, g := range raw.Groups {
			field := fmt.Sprintf("groups[%d]", i)
			if g.Group == nil || *g.Group == "" {
				return nil, fail(field+".group", "missing required field")
			}
			if !validID.MatchString(*g.Group) {
				return nil, fail(field+".group", "group name %q must match [A-Za-z0-9._:-]{1,64}", *g.Group)
			}
			from, until, err := parseWindow(path, l.n, g.From, g.Until)
			if err != nil {
				err.(*InputError).Field = field + "." + err.(*InputError).Field
				return nil, err
			}
			p.Groups = append(p.Groups, Membership{Group: *g.Group, From: from, Until: until})
		}
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b *Principal) int { return strings.Compare(a.User, b.User) })
	return out, nil
}

// checkMembershipFields rejects unknown keys inside membership objects.
// The line was decoded already, so only the keys are looked at again.
func checkMembershipFields(path string, l jsonLine) error {
	var obj struct {
		Groups []map[string]json.RawMessage `json:"groups"`
	}
	if err := json.Unmarshal(l.data, &obj); err != nil {
		return nil // the typed decode already accepted the line; shapes differ only for null
	}
	for i, g := range obj.Groups {
		if err := checkObjectKeys(path, l.n, fmt.Sprintf("groups[%d]", i), g, membershipFields); err != nil {
			return err
		}
	}
	return nil
}
