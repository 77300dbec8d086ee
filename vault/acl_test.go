package vault

import (
	"strings"
	"testing"
	"time"
)

func ts(s string) time.Time {
	t, err := ParseTime(s)
	if err != nil {
		panic(err)
	}
	return t
}

// aclFixture: D1 everyone; D2 group lit (grant window) with u-1's
// membership window; D3 everyone but a deny wall for u-2; D4 user grant
// for u-1 in year 0001..0002 and 9999; D5 no grants; D6 expired/future
// grants for u-1.
func aclFixture() *ACL {
	docs := []*Document{{ID: "D1"}, {ID: "D2"}, {ID: "D3"}, {ID: "D4"}, {ID: "D5"}, {ID: "D6"}}
	principals := []*Principal{
		{User: "u-1", Groups: []Membership{{Group: "lit", From: ts("2026-03-01T00:00:00Z"), Until: ts("2026-09-01T00:00:00Z")}}},
		{User: "u-2", Groups: []Membership{{Group: "lit"}}},
		{User: "u-3"},
	}
	grants := []*Grant{
		{Doc: "D1", Principal: "*", Effect: Allow, Line: 1},
		{Doc: "D2", Principal: "group:lit", Effect: Allow, From: ts("2026-02-01T00:00:00Z"), Until: ts("2026-08-01T00:00:00Z"), Line: 2},
		{Doc: "D3", Principal: "*", Effect: Allow, Line: 3},
		{Doc: "D3", Principal: "user:u-2", Effect: Deny, From: ts("2026-01-01T00:00:00Z"), Line: 4},
		{Doc: "D4", Principal: "user:u-1", Effect: Allow, Until: ts("0002-01-01T00:00:00Z"), Line: 5},
		{Doc: "D4", Principal: "user:u-1", Effect: Allow, From: ts("9999-12-31T00:00:00Z"), Line: 6},
		{Doc: "D6", Principal: "user:u-1", Effect: Allow, Until: ts("2026-01-01T00:00:00Z"), Line: 7},
		{Doc: "D6", Principal: "group:lit", Effect: Allow, From: ts("2027-01-01T00:00:00Z"), Line: 8},
	}
	return NewACL(docs, principals, grants)
}

func TestAccess(t *testing.T) {
	a := aclFixture()
	tests := []struct {
		name, user, at, doc string
		allowed             bool
		rule, reason        string
	}{
		{"star", "u-3", "2026-06-15T14:00:00Z", "D1", true, "allow * acl.jsonl:1", "allows everyone without time limit"},
		{"group in force", "u-1", "2026-06-15T14:00:00Z", "D2", true, "allow group:lit 2026-02-01..2026-08-01 acl.jsonl:2", "member of lit from 2026-03-01 until 2026-09-01"},
		{"membership starts exactly", "u-1", "2026-03-01T00:00:00Z", "D2", true, "allow group:lit", ""},
		{"membership not yet begun", "u-1", "2026-02-28T23:59:59Z", "D2", false, "membership not in force: allow group:lit", "has not yet begun (it begins on 2026-03-01)"},
		{"grant until exclusive", "u-1", "2026-08-01T00:00:00Z", "D2", false, "expired: allow group:lit", "the grant expired on 2026-08-01"},
		{"grant until minus 1ns", "u-1", "2026-07-31T23:59:59.999999999Z", "D2", true, "allow group:lit", ""},
		{"group grant, open membership", "u-2", "2026-02-01T00:00:00Z", "D2", true, "allow group:lit", ""},
		{"grant not yet begun", "u-2", "2026-01-31T23:59:59Z", "D2", false, "not yet begun: allow group:lit", "begins only on 2026-02-01"},
		{"not a member", "u-3", "2026-06-15T14:00:00Z", "D2", false, "no grant", "no grant in acl.jsonl allows this user"},
		{"ethical wall", "u-2", "2026-06-15T14:00:00Z", "D3", false, "deny user:u-2 2026-01-01.. (ethical wall) acl.jsonl:4", "(an ethical wall), and a deny overrides any allow"},
		{"wall not yet up", "u-2", "2025-12-31T23:59:59Z", "D3", true, "allow * acl.jsonl:3", ""},
		{"wall from inclusive", "u-2", "2026-01-01T00:00:00Z", "D3", false, "deny user:u-2", ""},
		{"wall only for u-2", "u-1", "2026-06-15T14:00:00Z", "D3", true, "allow *", ""},
		{"year 0001", "u-1", "0001-01-01T00:00:00Z", "D4", true, "allow user:u-1 ..0002-01-01 acl.jsonl:5", ""},
		{"year 0002 boundary", "u-1", "0002-01-01T00:00:00Z", "D4", false, "expired: allow user:u-1 ..0002-01-01 acl.jsonl:5", ""},
		{"year 9999", "u-1", "9999-12-31T12:00:00Z", "D4", true, "allow user:u-1 9999-12-31.. acl.jsonl:6", ""},
		{"year 9998", "u-1", "9998-06-01T00:00:00Z", "D4", false, "", ""},
		{"no grant at all", "u-1", "2026-06-15T14:00:00Z", "D5", false, "no grant", ""},
		{"expired beats future", "u-1", "2026-06-15T14:00:00Z", "D6", false, "expired: allow user:u-1 ..2026-01-01 acl.jsonl:7", ""},
		{"unknown user", "nobody", "2026-06-15T14:00:00Z", "D2", false, "no grant", ""},
		{"unknown doc", "u-1", "2026-06-15T14:00:00Z", "D9", false, "unknown document", "not a document of the Vault"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := a.Access(tt.user, ts(tt.at), tt.doc)
			if d.Doc != tt.doc || d.Allowed != tt.allowed || !strings.HasPrefix(d.Rule, tt.rule) || !strings.Contains(d.Reason, tt.reason) {
				t.Errorf("Access(%s, %s, %s) = %+v\nwant allowed=%v rule %q... reason containing %q", tt.user, tt.at, tt.doc, d, tt.allowed, tt.rule, tt.reason)
			}
			if !strings.HasSuffix(d.Reason, ".") || d.Reason == "" {
				t.Errorf("reason is not a sentence: %q", d.Reason)
			}
		})
	}
}

func TestReadableAgreesWithAccess(t *testing.T) {
	a := aclFixture()
	for _, user := range []string{"u-1", "u-2", "u-3", "nobody"} {
		for _, at := range []string{"0001-01-01T00:00:00Z", "2026-02-15T00:00:00Z", "2026-03-01T00:00:00Z", "2026-06-15T14:00:00Z", "2026-08-01T00:00:00Z", "2027-06-01T00:00:00Z", "9999-12-31T23:59:59Z"} {
			var want []string
			for _, d := range []string{"D1", "D2", "D3", "D4", "D5", "D6"} {
				if a.Access(user, ts(at), d).Allowed {
					want = append(want, d)
				}
			}
			got := a.Readable(user, ts(at))
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("Readable(%s, %s) = %v, Access says %v", user, at, got, want)
			}
		}
	}
}
