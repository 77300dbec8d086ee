package cite

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// The extractor over a large Vault asks it for page labels
// (Options.PageLabels) and names (Options.LookupName) instead of copying
// every document's: each answer must read exactly as with the copies.

// lazyDocs are documents with captions, aliases, short names shared and
// not, citations and page labels.
var lazyDocs = []DocumentNames{
	{ID: "DOC-001", Title: "Smith v. Jones Distribution Co.", Aliases: []string{"Smith"}, Citations: []string{"123 F.4th 456"}},
	{ID: "DOC-002", Title: "Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum on Venue", Aliases: []string{"Initech Memo"}},
	{ID: "DOC-003", Title: "Employee Handbook", Aliases: []string{"Handbook"}, Pages: []string{"i", "ii", "A-1"}},
	{ID: "DOC-004", Title: "Initech, Inc. v. Globex Industries, Inc.", Citations: []string{"2025 WL 123456"}},
	{ID: "DOC-005", Title: "The Master Services Agreement", Aliases: []string{"MSA", "Smith v. Jones Distribution Company"}},
}

// lookupNameOf is a Vault name table over docs: NormalizeName of every
// title and alias, IDs in ID order.
func lookupNameOf(docs []DocumentNames) func(string) []string {
	return func(name string) []string {
		k := vault.NormalizeName(name)
		var out []string
		for _, d := range docs {
			for _, n := range append([]string{d.Title}, d.Aliases...) {
				if k != "" && vault.NormalizeName(n) == k && !slices.Contains(out, d.ID) {
					out = append(out, d.ID)
				}
			}
		}
		return out
	}
}

func TestExtractorAskingTheVaultReadsAsCopies(t *testing.T) {
	copied := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`), Documents: lazyDocs})
	var bare []DocumentNames
	pages := map[string][]string{}
	asked := map[string]int{}
	for _, d := range lazyDocs {
		pages[d.ID] = d.Pages
		d.Pages = nil
		bare = append(bare, d)
	}
	keyed := mustExtractor(t, Options{
		IDPattern:  regexp.MustCompile(`DOC-[0-9]{3}`),
		Documents:  bare,
		LookupName: lookupNameOf(lazyDocs),
		PageLabels: func(id string) []string { asked[id]++; return pages[id] },
	})
	const lead = "A dispute about the handbook is governed by the forum-selection clause. "
	for _, text := range []string{
		lead + "[DOC-003, at ii].",
		lead + "DOC-003 at ii. Then doc-003 at A-1.",
		lead + "DOC-003 at iv.",
		lead + "DOC-001 at ii.",
		lead + "[DOC-003, p. ii]. The same rule. Id. at i.",
		lead + "Smith v. Jones Distribution Co., 123 F.4th 456, 457 (9th Cir. 2026). Again, Smith, supra, at ii.",
		lead + "[DOC-003, p. ii]. Again, Handbook at i.",
		"Under Initech, Inc. v. Globex Industries, Inc., venue lies in Delaware. Initech controls.",
		"The bench memorandum (Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum on Venue) says so.",
		"Initech, Inc. v. Globex Industries, Inc., 2025 WL 123456, at *3 (D. Del. 2025) holds that.",
		"The Master Services Agreement governs; the MSA says so. *Smith v. Jones Distribution Company* agrees.",
		"*Employee Handbook* and *Smith v. Jones Distribution Co.* both apply; Smith at 460.",
		"*Employee Handbook* governs the leave. Later, Handbook at 4 says so, and the Handbook agrees.",
		"*Initech Memo* covers venue. Initech Memo at 2 repeats it.",
		"Smith v. Jones Distribution Co., 999 F.4th 1 (9th Cir. 2026), is on point. Smith at 460 says so.",
		"*Initech, Inc. v. Globex Industries, Inc.* decided venue. Globex at 7.",
		"Nothing here names a document at all, at ii.",
	} {
		want, err := json.Marshal(copied.Extract(text))
		if err != nil {
			t.Fatal(err)
		}
		got, err := json.Marshal(keyed.Extract(text))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%q:\nasking the Vault: %s\ncopies:           %s", text, got, want)
		}
	}
	var names []string
	for _, d := range lazyDocs {
		names = append(append(names, d.Title, "the "+d.Title, d.Title+": a note"), d.Aliases...)
		names = append(names, captionsOf(d.Title)...)
		names = append(names, shortNames(d)...)
	}
	for _, n := range append(names, "", "Globex", "Smith v. Jones Distribution Company", "Nobody v. Nothing") {
		if got, want := keyed.docs.docsOfName(n), copied.docs.docsOfName(n); !slices.Equal(got, want) {
			t.Errorf("docsOfName(%q): asking the Vault %v, copies %v", n, got, want)
		}
	}
	for id, n := range asked {
		if n != 1 {
			t.Errorf("page labels of %s asked %d times, want once", id, n)
		}
	}
	if asked["DOC-003"] == 0 {
		t.Error("page labels of DOC-003 never asked: the test reads no label")
	}
}

func TestMergeIDs(t *testing.T) {
	for _, tc := range []struct{ a, b, want []string }{
		{nil, nil, nil},
		{[]string{"A"}, nil, []string{"A"}},
		{nil, []string{"B"}, []string{"B"}},
		{[]string{"A", "C"}, []string{"B", "C", "D"}, []string{"A", "B", "C", "D"}},
		{[]string{"B"}, []string{"A"}, []string{"A", "B"}},
		{[]string{"A", "B"}, []string{"A", "B"}, []string{"A", "B"}},
	} {
		if got := mergeIDs(tc.a, tc.b); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("mergeIDs(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
