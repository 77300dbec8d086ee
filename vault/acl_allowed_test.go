package vault

import "testing"

// TestAllowedAgreesWithAccess: the yes/no path gives Access's answer for
// every user, time and document of the fixture (walls, windows,
// memberships, unknown documents), and a principal kind nobody matches
// admits nobody on either path.
func TestAllowedAgreesWithAccess(t *testing.T) {
	a := aclFixture()
	odd := NewACL([]*Document{{ID: "D1"}}, []*Principal{{User: "u-1"}}, []*Grant{{Doc: "D1", Principal: "team:x", Effect: Allow, Line: 1}})
	for _, acl := range []*ACL{a, odd} {
		for _, user := range []string{"u-1", "u-2", "u-3", "nobody", ""} {
			for _, at := range []string{"0001-01-01T00:00:00Z", "2026-02-15T00:00:00Z", "2026-03-01T00:00:00Z", "2026-06-15T14:00:00Z", "2026-08-01T00:00:00Z", "2027-06-01T00:00:00Z", "9999-12-31T23:59:59Z"} {
				for _, d := range []string{"D1", "D2", "D3", "D4", "D5", "D6", "D7"} {
					if got, want := acl.Allowed(user, ts(at), d), acl.Access(user, ts(at), d).Allowed; got != want {
						t.Errorf("Allowed(%s, %s, %s) = %v, Access says %v", user, at, d, got, want)
					}
				}
			}
		}
	}
}

// TestAllowedAllocatesNothing: the common case (a user in a few groups)
// costs no allocation.
func TestAllowedAllocatesNothing(t *testing.T) {
	a := aclFixture()
	at := ts("2026-06-15T14:00:00Z")
	if n := testing.AllocsPerRun(100, func() { a.Allowed("u-1", at, "D2") }); n != 0 {
		t.Errorf("Allowed allocates %.0f times per call, want 0", n)
	}
}
