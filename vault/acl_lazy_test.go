package vault

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

// generatedACLSource is a Vault whose ACL has every kind of rule: "*",
// user and group grants, deny walls, open and bounded windows (some
// sharing bounds, some in other time zones), memberships in and out of
// force, a principal kind nobody matches, documents without grants and
// users named only by a grant.
func generatedACLSource(seed int64, docs int) *Source {
	rng := rand.New(rand.NewSource(seed))
	src := testSource()
	src.Documents = nil
	for i := 1; i <= docs; i++ {
		src.Documents = append(src.Documents, &Document{ID: fmt.Sprintf("GEN-%04d", i), Title: fmt.Sprintf("Doc %d", i), Text: fmt.Sprintf("text of document %d", i)})
	}
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	east := time.FixedZone("", 5*3600)
	bound := func() time.Time {
		switch rng.Intn(4) {
		case 0:
			return time.Time{}
		case 1:
			return base.AddDate(0, rng.Intn(12), 0).In(east)
		}
		return base.AddDate(0, rng.Intn(12), rng.Intn(28))
	}
	groups := []string{"lit", "corp", "tax"}
	src.Principals = nil
	for u := 1; u <= 6; u++ {
		p := &Principal{User: fmt.Sprintf("u-%d", u)}
		for _, g := range groups {
			if rng.Intn(2) == 0 {
				from, until := bound(), bound()
				if !from.IsZero() && !until.IsZero() && until.Before(from) {
					from, until = until, from
				}
				p.Groups = append(p.Groups, Membership{Group: g, From: from, Until: until})
			}
		}
		src.Principals = append(src.Principals, p)
	}
	src.Grants = nil
	line := 0
	for _, d := range src.Documents {
		for range rng.Intn(4) {
			line++
			var principal string
			switch rng.Intn(5) {
			case 0:
				principal = "*"
			case 1, 2:
				principal = "group:" + groups[rng.Intn(len(groups))]
			case 3:
				principal = fmt.Sprintf("user:u-%d", rng.Intn(8)+1) // u-7, u-8: named only here
			default:
				principal = "team:x"
			}
			effect := Allow
			if rng.Intn(4) == 0 {
				effect = Deny
			}
			from, until := bound(), bound()
			if !from.IsZero() && !until.IsZero() && until.Before(from) {
				from, until = until, from
			}
			src.Grants = append(src.Grants, &Grant{Doc: d.ID, Principal: principal, Effect: effect, From: from, Until: until, Line: line})
		}
	}
	return src
}

// TestLazyACLAnswersAsWhole builds Vaults into folders and asks the ACL
// that reads each document's grants from meta.bin, and the ACL built
// whole from every grant, the same questions (every user, including
// unknown ones and users named only by a grant, at times on and around
// every bound, every document and an unknown one): Access (its rule and
// sentence too), Allowed and CheckUser must agree, and answering them
// must not build the whole ACL.
func TestLazyACLAnswersAsWhole(t *testing.T) {
	fixture := func(name string) func() (*Source, error) {
		return func() (*Source, error) { return LoadSource(filepath.Join("..", "fixtures", name, "vault")) }
	}
	gen := func(seed int64) func() (*Source, error) {
		return func() (*Source, error) { return generatedACLSource(seed, 25), nil }
	}
	for _, tc := range []struct {
		name string
		src  func() (*Source, error)
	}{
		{"forum-selection fixture", fixture("forum-selection")},
		{"own-documents fixture", fixture("own-documents")},
		{"limitation-of-liability fixture", fixture("limitation-of-liability")},
		{"generated 1", gen(1)},
		{"generated 2", gen(2)},
		{"generated 3", gen(3)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src, err := tc.src()
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(t.TempDir(), "idx")
			if err := BuildAtomic(src, dir); err != nil {
				t.Fatal(err)
			}
			x, err := OpenBuilt(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer x.Close()
			lazy := x.accessACL()
			if lazy.lazy == nil {
				t.Fatal("a built index's Access does not read the grants by document")
			}
			whole := NewACL(src.Documents, src.Principals, src.Grants)
			users := []string{"", "nobody", "u-7", "u-8"}
			for _, p := range src.Principals {
				users = append(users, p.User)
			}
			times := []time.Time{ts("0001-01-01T00:00:00Z"), ts("2020-01-01"), ts("9999-12-31T23:59:59Z")}
			for _, g := range src.Grants {
				for _, b := range []time.Time{g.From, g.Until} {
					if !b.IsZero() {
						times = append(times, b, b.Add(-time.Nanosecond), b.Add(time.Hour))
					}
				}
			}
			for _, p := range src.Principals {
				for _, m := range p.Groups {
					for _, b := range []time.Time{m.From, m.Until} {
						if !b.IsZero() {
							times = append(times, b, b.Add(-time.Nanosecond))
						}
					}
				}
			}
			docs := []string{"nope", ""}
			for _, d := range src.Documents {
				docs = append(docs, d.ID)
			}
			n := 0
			for _, u := range users {
				if got, want := x.grantNamesUser(u), len(whole.byUser[u]) > 0; got != want {
					t.Errorf("grantNamesUser(%q) = %v, whole ACL says %v", u, got, want)
				}
				for _, at := range times {
					for _, d := range docs {
						if got, want := lazy.Access(u, at, d), whole.Access(u, at, d); !reflect.DeepEqual(got, want) {
							t.Errorf("Access(%s, %s, %s):\n lazy  %+v\n whole %+v", u, at, d, got, want)
						}
						if got, want := lazy.Allowed(u, at, d), whole.Allowed(u, at, d); got != want {
							t.Errorf("Allowed(%s, %s, %s) = %v, whole ACL says %v", u, at, d, got, want)
						}
						n++
					}
				}
			}
			if x.aclV != nil {
				t.Error("answering Access and Allowed built the whole ACL")
			}
			// the questions about every document still go to the whole ACL
			for _, u := range users {
				if got, want := lazy.Readable(u, times[1]), whole.Readable(u, times[1]); !reflect.DeepEqual(got, want) {
					t.Errorf("Readable(%s) = %v, want %v", u, got, want)
				}
			}
			t.Logf("%d questions", n)
		})
	}
}

// TestGrantTableDamaged: a grant table whose records are cut is refused
// at open or when the document is read, never answered from.
func TestGrantTableDamaged(t *testing.T) {
	src := generatedACLSource(4, 5)
	b, err := encodeGrantTable(src.Documents, src.Grants)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readGrantTable(b, len(src.Documents)); err != nil {
		t.Fatalf("the whole table: %v", err)
	}
	if _, err := readGrantTable(b, len(src.Documents)+1); err == nil {
		t.Error("a table of another number of documents was read")
	}
	for _, cut := range []int{0, 8, 20, len(b) / 2} {
		if _, err := readGrantTable(b[:cut], len(src.Documents)); err == nil {
			t.Errorf("table cut at %d of %d was read", cut, len(b))
		}
	}
	if _, err := encodeGrantTable(src.Documents, append(src.Grants, &Grant{Doc: "NOPE-1", Principal: "*", Effect: Allow, Line: 99})); err == nil {
		t.Error("a grant of no document was laid out")
	}
}

// TestLazyAllowedAllocatesNothing: once a document's grants are read,
// the lazily read ACL answers Allowed without allocating, as the whole
// one does.
func TestLazyAllowedAllocatesNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "idx")
	if err := BuildAtomic(generatedACLSource(5, 10), dir); err != nil {
		t.Fatal(err)
	}
	x, err := OpenBuilt(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	at := ts("2026-06-15T14:00:00Z")
	x.Allowed("u-1", at, "GEN-0003")
	if n := testing.AllocsPerRun(100, func() { x.Allowed("u-1", at, "GEN-0003") }); n != 0 {
		t.Errorf("Allowed allocates %.0f times per call, want 0", n)
	}
}
