package cite

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/namekeys"
)

// The extractor asking the Vault's own key tables (Options.Tables, laid
// out at build time) must read every answer as the extractor holding
// copies of every document's names, titles, file names and IDs.

// tableDocs are documents whose names stress the tables: captions that
// share words and prefixes, the same words with and without a final
// period, a title that is a caption of another, short names shared and
// not, file names with spaces and in other cases, IDs in other cases.
var tableDocs = []*vault.Document{
	{ID: "DOC-001", Title: "Smith v. Jones Distribution Co.", Aliases: []string{"Smith"}, Citations: []string{"123 F.4th 456"}, Filename: "Smith Jones Opinion.pdf"},
	{ID: "DOC-002", Title: "Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum on Venue", Aliases: []string{"Initech Memo"}, Filename: "initech memo.docx"},
	{ID: "DOC-003", Title: "Employee Handbook", Aliases: []string{"Handbook"}, Filename: "HANDBOOK.pdf"},
	{ID: "DOC-004", Title: "Initech, Inc. v. Globex Industries, Inc.", Citations: []string{"2025 WL 123456", "45 F. 4th 67"}},
	{ID: "DOC-005", Title: "The Master Services Agreement", Aliases: []string{"MSA", "Smith v. Jones Distribution Company"}, Filename: "Master Services Agreement (signed).pdf"},
	{ID: "DOC-006", Title: "Smith v. Jones Distribution Co", Aliases: []string{"The Jones Case"}, Citations: []string{"45 F.4th 67"}},
	{ID: "DOC-007", Title: "In re Acme Holdings: Disclosure Statement", Aliases: []string{"Acme Holdings"}},
	{ID: "DOC-008", Title: "Zapata Off-Shore Co. v. M/S Bremen, Unterweser Reederei GmbH"},
	{ID: "doc-009", Title: "Lower-case Memorandum of Understanding"},
}

func tableSource() *vault.Source {
	src := &vault.Source{Manifest: vault.Manifest{Name: "tables", ChunkTokens: 64, IDPattern: `(?i:DOC-[0-9]{3})`}}
	for _, d := range tableDocs {
		c := *d
		c.Text = "Text of " + d.Title + "."
		src.Documents = append(src.Documents, &c)
	}
	src.Principals = []*vault.Principal{{User: "u-1"}}
	return src
}

// copiedOptions are the options of an extractor holding copies.
func copiedOptions(docs []*vault.Document) Options {
	opt := Options{IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`)}
	for _, d := range docs {
		opt.DocIDs = append(opt.DocIDs, d.ID)
		opt.Documents = append(opt.Documents, DocumentNames{ID: d.ID, Title: d.Title, Aliases: d.Aliases, Citations: d.Citations})
		opt.Titles = append(append(opt.Titles, d.Title), d.Aliases...)
		if d.Filename != "" {
			opt.Filenames = append(opt.Filenames, d.Filename)
		}
	}
	return opt
}

func TestExtractorAskingTheVaultTablesReadsAsCopies(t *testing.T) {
	src := tableSource()
	mem, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer mem.Close()
	dir := filepath.Join(t.TempDir(), "index")
	if err := vault.Build(src, dir); err != nil {
		t.Fatal(err)
	}
	built, err := vault.OpenBuilt(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer built.Close()
	docs := mem.Documents()
	copied := mustExtractor(t, copiedOptions(docs))
	var texts []string
	var probes []string
	for _, d := range docs {
		caps := captionsOf(d.Title)
		short := shortNames(DocumentNames{Title: d.Title, Aliases: d.Aliases})
		probes = append(append(append(append(probes, d.Title, d.ID, strings.ToLower(d.ID), strings.ToUpper(d.ID), d.Filename), d.Aliases...), caps...), short...)
		probes = append(probes, d.Citations...)
		texts = append(texts,
			"As "+d.Title+" holds, the clause governs. "+d.Title+" at 4.",
			"*"+d.Title+"* governs, and \""+d.Title+"\" agrees; see "+strings.ToLower(d.ID)+" and ["+strings.ToUpper(d.ID)+"].",
			"The file "+d.Filename+" says so, as does "+strings.ToUpper(d.Filename)+".",
			"【3†"+d.Filename+"】 governs.",
		)
		for _, c := range caps {
			texts = append(texts, "Under "+c+", venue lies in Delaware. *"+c+"* agrees. "+strings.ToUpper(c)+" does not.")
		}
		for _, n := range short {
			texts = append(texts, "See "+n+" at 12. "+n+", supra, at 3. Later "+n+" agrees.")
		}
		for _, a := range d.Aliases {
			texts = append(texts, "*"+a+"* and \""+a+".\" Again, "+a+" at 3.")
		}
		for _, c := range d.Citations {
			texts = append(texts, "Under "+d.Title+", "+c+", at 5 (2025), it does. Id. at 6. "+d.ID+" at 7.")
		}
	}
	texts = append(texts,
		"Smith v. Jones Distribution Co. and Smith v. Jones Distribution Co, and Smith v. Jones Distribution Company, all agree.",
		"Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum on Venue, and Initech, Inc. v. Globex Industries, Inc. both apply.",
		"Initech, Inc. v. Globex Industries, Inc.\n\nBench Memorandum on Venue",
		"Under In re Acme Holdings the plan failed. Acme Holdings at 9.",
		"Nothing here names a document at all, at ii.",
	)
	for name, ix := range map[string]*vault.Index{"in memory": mem, "built": built} {
		keyed := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`), LookupName: ix.LookupName, Tables: ix.ExtractorTables()})
		for _, text := range texts {
			want, _ := json.Marshal(copied.Extract(text))
			got, _ := json.Marshal(keyed.Extract(text))
			if string(got) != string(want) {
				t.Errorf("%s, %q:\nasking the Vault: %s\ncopies:           %s", name, text, got, want)
			}
		}
		same := func(what string, got, want any) {
			t.Helper()
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %s: asking the Vault %#v, copies %#v", name, what, got, want)
			}
		}
		same("fileWords", keyed.fileWords(), copied.fileWords())
		same("knowsIDs", keyed.knowsIDs(), copied.knowsIDs())
		same("hasPhrases", keyed.docs.hasPhrases(), copied.docs.hasPhrases())
		for _, p := range append(probes, "", "nobody", "Smith v. Jones", "Initech, Inc. v.", "the master services agreement", "Zapata Off-Shore") {
			same("docsOfName "+p, keyed.docs.docsOfName(p), copied.docs.docsOfName(p))
			same("docsOfCite "+p, keyed.docs.docsOfCite(p), copied.docs.docsOfCite(p))
			same("namesOf "+p, keyed.docs.namesOf(p), copied.docs.namesOf(p))
			same("shortNameDocs "+p, keyed.docs.shortNameDocs(p), copied.docs.shortNameDocs(p))
			first, _, _ := strings.Cut(p, " ")
			same("pinNames "+first, keyed.docs.pinNames(first), copied.docs.pinNames(first))
			same("captionDocs "+p, keyed.captionDocs(p), copied.captionDocs(p))
			same("knownTitle "+p, keyed.knownTitle(p), copied.knownTitle(p))
			same("knownFile "+p, keyed.knownFile(strings.ToLower(p)), copied.knownFile(strings.ToLower(p)))
			same("idsFolded "+p, keyed.idsFolded(p), copied.idsFolded(p))
		}
	}
	if _, err := NewExtractor(Options{Tables: mem.ExtractorTables()}); err == nil {
		t.Error("Tables without LookupName made an extractor")
	}
	t.Log(fmt.Sprintf("%d answers, %d probes", len(texts), len(probes)))
}

// TestNameKeysAsTheScanners: the short names and captions filed in the
// Vault's tables are made by package namekeys, whose party split,
// corporate designators and title folding must be the scanners' own.
func TestNameKeysAsTheScanners(t *testing.T) {
	if !reflect.DeepEqual(namekeys.Corporate, corporate) {
		t.Errorf("namekeys.Corporate differs from the scanners' corporate designators")
	}
	names := []string{"", "Foo v. Bar", "In re Foo", "Ex parte X", "In the Matter of Y", "Matter of Z", "A vs. B,", "A v B", "A vs B", " v. X", "Foo v. Bar, Inc.,", "Alpha, Inc. v. Beta Co.: Memo"}
	for _, d := range tableDocs {
		names = append(append(names, d.Title), d.Aliases...)
	}
	for _, n := range names {
		p1, d1 := splitParties(n)
		p2, d2 := namekeys.SplitParties(n)
		if p1 != p2 || d1 != d2 {
			t.Errorf("SplitParties(%q) = %q, %q; the scanners' %q, %q", n, p2, d2, p1, d1)
		}
		for _, s := range []string{n, "  *" + n + ".* ", "“" + strings.ToUpper(n) + "”"} {
			if got, want := namekeys.FoldTitle(s), foldTitle(s); got != want {
				t.Errorf("FoldTitle(%q) = %q, the scanners' %q", s, got, want)
			}
		}
	}
}
