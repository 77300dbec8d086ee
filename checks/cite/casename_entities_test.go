package cite

import (
	"strings"
	"testing"
)

// entityRow is one answer and what one of its citations must read: the
// case name, the citation's text (its span: case name to the end of its
// parenthetical), the text of the proposition it supports, and for a
// short form the name of the full citation it resolves to.
type entityRow struct {
	name     string
	in       string
	cite     string // the citation's text, which is also its span
	caseName string
	plain    string // plaintiff ("" not compared)
	def      string // defendant ("" not compared)
	prop     string // the proposition the citation supports
	anteName string // a short form's antecedent's case name ("" not compared)
}

const entityProp = "A guarantor is bound by the guaranty's plain terms."

// TestCaseNamesWithEntitySuffixes: party names with a comma before an
// entity designator, a name suffix, a role or a descriptor, on either
// side of "v.", in reporter, Westlaw and short citations. Before the fix
// "Dellwood Partners, LP v. Ashgrove" was read as "LP v. Ashgrove", so
// the citation sentence held the words "Dellwood Partners," besides its
// citation, became a proposition of its own, and the sentence it cites
// was left uncited.
func TestCaseNamesWithEntitySuffixes(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, r := range []entityRow{
		{name: "LP before v., citation sentence",
			in:       entityProp + " Dellwood Partners, LP v. Ashgrove Capital, LLC, 123 F.3d 456, 460 (2d Cir. 2021).",
			cite:     "Dellwood Partners, LP v. Ashgrove Capital, LLC, 123 F.3d 456, 460 (2d Cir. 2021)",
			caseName: "Dellwood Partners, LP v. Ashgrove Capital, LLC", plain: "Dellwood Partners, LP", def: "Ashgrove Capital, LLC", prop: entityProp},
		{name: "L.P. inline after a comma",
			in:       "A guarantor is bound by the guaranty's plain terms, Dellwood Partners, L.P. v. Ashgrove, 123 F.3d 456 (2d Cir. 2021).",
			cite:     "Dellwood Partners, L.P. v. Ashgrove, 123 F.3d 456 (2d Cir. 2021)",
			caseName: "Dellwood Partners, L.P. v. Ashgrove", prop: "A guarantor is bound by the guaranty's plain terms, Dellwood Partners, L.P. v. Ashgrove, 123 F.3d 456 (2d Cir. 2021)."},
		{name: "short form by first word",
			in:       "Notice must be written. Dellwood Partners, LP v. Ashgrove, 123 F.3d 456 (2d Cir. 2021). " + entityProp + " Dellwood, 123 F.3d at 461.",
			cite:     "Dellwood, 123 F.3d at 461",
			caseName: "Dellwood", prop: entityProp, anteName: "Dellwood Partners, LP v. Ashgrove"},
		{name: "short form by party without its designator",
			in:       "Notice must be written. Dellwood Partners, LP v. Ashgrove, 123 F.3d 456 (2d Cir. 2021). " + entityProp + " Dellwood Partners, 123 F.3d at 461.",
			cite:     "Dellwood Partners, 123 F.3d at 461",
			caseName: "Dellwood Partners", prop: entityProp, anteName: "Dellwood Partners, LP v. Ashgrove"},
		{name: "short form with its designator",
			in:       "Notice must be written. Dellwood Partners, LP v. Ashgrove, 123 F.3d 456 (2d Cir. 2021). " + entityProp + " Dellwood Partners, LP, 123 F.3d at 461.",
			cite:     "Dellwood Partners, LP, 123 F.3d at 461",
			caseName: "Dellwood Partners, LP", prop: entityProp, anteName: "Dellwood Partners, LP v. Ashgrove"},
		{name: "Westlaw with L.L.C.",
			in:       entityProp + " Acme Holdings, L.L.C. v. Brightwater Co., 2024 WL 1234567, at *3 (Del. Ch. 2024).",
			cite:     "Acme Holdings, L.L.C. v. Brightwater Co., 2024 WL 1234567, at *3 (Del. Ch. 2024)",
			caseName: "Acme Holdings, L.L.C. v. Brightwater Co.", plain: "Acme Holdings, L.L.C.", def: "Brightwater Co.", prop: entityProp},
		{name: "Westlaw short form",
			in:       "Notice must be written. Dellwood Partners, LP v. Ashgrove, 2024 WL 1234567, at *3 (Del. Ch. 2024). " + entityProp + " Dellwood, 2024 WL 1234567, at *4.",
			cite:     "Dellwood Partners, LP v. Ashgrove, 2024 WL 1234567, at *3 (Del. Ch. 2024)",
			caseName: "Dellwood Partners, LP v. Ashgrove", prop: "Notice must be written."},
		{name: "designators on both sides",
			in:       entityProp + " Foo, Inc. v. Bar, Inc., 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Foo, Inc. v. Bar, Inc., 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Foo, Inc. v. Bar, Inc.", plain: "Foo, Inc.", def: "Bar, Inc.", prop: entityProp},
		{name: "PLLC and P.A.",
			in:       entityProp + " Smith, PLLC v. Jones, P.A., 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Smith, PLLC v. Jones, P.A., 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith, PLLC v. Jones, P.A.", prop: entityProp},
		{name: "S.A. and lower-case plc",
			in:       entityProp + " Alpha Bravo, S.A. v. Jones, plc, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Alpha Bravo, S.A. v. Jones, plc, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Alpha Bravo, S.A. v. Jones, plc", def: "Jones, plc", prop: entityProp},
		{name: "GmbH and AG",
			in:       entityProp + " Alpha Bravo, GmbH v. Jones AG, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Alpha Bravo, GmbH v. Jones AG, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Alpha Bravo, GmbH v. Jones AG", prop: entityProp},
		{name: "N.A. as Trustee",
			in:       entityProp + " Wells Fargo Bank, N.A., as Trustee v. Roe, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Wells Fargo Bank, N.A., as Trustee v. Roe, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Wells Fargo Bank, N.A., as Trustee v. Roe", plain: "Wells Fargo Bank, N.A., as Trustee", prop: entityProp},
		{name: "as successor trustee for holders",
			in:       entityProp + " Roe v. Wilmington Trust Co., as successor trustee for the Holders of Acme Notes, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Roe v. Wilmington Trust Co., as successor trustee for the Holders of Acme Notes, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Roe v. Wilmington Trust Co., as successor trustee for the Holders of Acme Notes", prop: entityProp},
		{name: "Jr.",
			in:       entityProp + " John Smith, Jr. v. Jones, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "John Smith, Jr. v. Jones, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "John Smith, Jr. v. Jones", plain: "John Smith, Jr.", prop: entityProp},
		{name: "III and Sr.",
			in:       entityProp + " John Smith, III v. Ray Jones, Sr., 123 F.3d 456 (2d Cir. 2001).",
			cite:     "John Smith, III v. Ray Jones, Sr., 123 F.3d 456 (2d Cir. 2001)",
			caseName: "John Smith, III v. Ray Jones, Sr.", def: "Ray Jones, Sr.", prop: entityProp},
		{name: "et al.",
			in:       entityProp + " Smith, et al. v. Jones, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Smith, et al. v. Jones, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith, et al. v. Jones", prop: entityProp},
		{name: "d/b/a",
			in:       entityProp + " Smith Corp., d/b/a Acme Freight v. Jones, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Smith Corp., d/b/a Acme Freight v. Jones, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith Corp., d/b/a Acme Freight v. Jones", prop: entityProp},
		{name: "f/k/a",
			in:       entityProp + " Roe v. Smith Corp., f/k/a Acme Inc., 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Roe v. Smith Corp., f/k/a Acme Inc., 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Roe v. Smith Corp., f/k/a Acme Inc.", def: "Smith Corp., f/k/a Acme Inc.", prop: entityProp},
		{name: "a Delaware corporation",
			in:       entityProp + " Acme Corp., a Delaware corporation v. Jones, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Acme Corp., a Delaware corporation v. Jones, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Acme Corp., a Delaware corporation v. Jones", prop: entityProp},
		{name: "an Illinois limited liability company",
			in:       entityProp + " Roe v. Acme, an Illinois limited liability company, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Roe v. Acme, an Illinois limited liability company, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Roe v. Acme, an Illinois limited liability company", prop: entityProp},
		{name: "class representative",
			in:       entityProp + " Roe, individually and on behalf of all others similarly situated v. Acme Co., 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Roe, individually and on behalf of all others similarly situated v. Acme Co., 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Roe, individually and on behalf of all others similarly situated v. Acme Co.", prop: entityProp},
		{name: "individually and as representative",
			in:       entityProp + " Roe, individually and as Personal Representative of the Estate of Doe v. Acme Co., 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Roe, individually and as Personal Representative of the Estate of Doe v. Acme Co., 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Roe, individually and as Personal Representative of the Estate of Doe v. Acme Co.", prop: entityProp},
		{name: "firm name with two commas",
			in:       entityProp + " Smith, Jones & Co., Inc. v. Doe, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Smith, Jones & Co., Inc. v. Doe, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith, Jones & Co., Inc. v. Doe", plain: "Smith, Jones & Co., Inc.", prop: entityProp},
		{name: "firm name with three commas",
			in:       entityProp + " Merrill Lynch, Pierce, Fenner & Smith Inc. v. Dabit, 547 U.S. 71 (2006).",
			cite:     "Merrill Lynch, Pierce, Fenner & Smith Inc. v. Dabit, 547 U.S. 71 (2006)",
			caseName: "Merrill Lynch, Pierce, Fenner & Smith Inc. v. Dabit", prop: entityProp},
		{name: "defendant with inner commas, as eyecite reads it",
			in:       entityProp + " Roe v. Keystone Orthopedic Specialists, S.C., Wachn, LCC, 2015 WL 2375225, at *4.",
			cite:     "Roe v. Keystone Orthopedic Specialists, S.C., Wachn, LCC, 2015 WL 2375225, at *4",
			caseName: "Roe v. Keystone Orthopedic Specialists, S.C., Wachn, LCC", def: "Keystone Orthopedic Specialists, S.C., Wachn, LCC", prop: entityProp},
		{name: "In re with LLC",
			in:       entityProp + " In re Dellwood Partners, LLC, 123 B.R. 456 (Bankr. D. Del. 2001).",
			cite:     "In re Dellwood Partners, LLC, 123 B.R. 456 (Bankr. D. Del. 2001)",
			caseName: "In re Dellwood Partners, LLC", def: "Dellwood Partners, LLC", prop: entityProp},
		{name: "Estate of",
			in:       entityProp + " Estate of Smith v. Jones, Inc., 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Estate of Smith v. Jones, Inc., 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Estate of Smith v. Jones, Inc.", prop: entityProp},
		{name: "State ex rel.",
			in:       entityProp + " State ex rel. Smith v. Jones, LLC, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "State ex rel. Smith v. Jones, LLC, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "State ex rel. Smith v. Jones, LLC", plain: "State ex rel. Smith", prop: entityProp},
		{name: "ex rel. in the defendant",
			in:       entityProp + " Lynch v. State ex rel. Killebrew, 179 Tenn. 339 (1943).",
			cite:     "Lynch v. State ex rel. Killebrew, 179 Tenn. 339 (1943)",
			caseName: "Lynch v. State ex rel. Killebrew", prop: entityProp},
		{name: "Pty. Ltd.",
			in:       entityProp + " Acme Pty. Ltd. v. Jones, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Acme Pty. Ltd. v. Jones, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Acme Pty. Ltd. v. Jones", prop: entityProp},
		{name: "emphasis around the name",
			in:       entityProp + " *Dellwood Partners, LP v. Ashgrove Capital, LLC*, 123 F.3d 456 (2d Cir. 2021).",
			cite:     "*Dellwood Partners, LP v. Ashgrove Capital, LLC*, 123 F.3d 456 (2d Cir. 2021)",
			caseName: "Dellwood Partners, LP v. Ashgrove Capital, LLC", prop: entityProp},
		{name: "parties italic apart",
			in:       entityProp + " *Dellwood Partners, LP* v. *Ashgrove Capital, LLC*, 123 F.3d 456 (2d Cir. 2021).",
			cite:     "*Dellwood Partners, LP* v. *Ashgrove Capital, LLC*, 123 F.3d 456 (2d Cir. 2021)",
			caseName: "Dellwood Partners, LP v. Ashgrove Capital, LLC", plain: "Dellwood Partners, LP", def: "Ashgrove Capital, LLC", prop: entityProp},
		{name: "only the defendant italic",
			in:       entityProp + " Foo, Inc. v. *Bar Co.*, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "Foo, Inc. v. *Bar Co.*, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Foo, Inc. v. Bar Co.", prop: entityProp},
		{name: "a short form after parties italic apart",
			in:       "Notice must be written. *Dellwood Partners, LP* v. *Ashgrove*, 123 F.3d 456 (2d Cir. 2021). " + entityProp + " *Dellwood*, 123 F.3d at 461.",
			cite:     "*Dellwood*, 123 F.3d at 461",
			caseName: "Dellwood", prop: entityProp, anteName: "Dellwood Partners, LP v. Ashgrove"},

		// counter-cases: the comma or period really ends the text before
		{name: "comma after a place, designator not ending its party",
			in:       "In Texas, LP Ventures v. Beta, 123 F.3d 456 (5th Cir. 2001), held the guaranty void.",
			cite:     "LP Ventures v. Beta, 123 F.3d 456 (5th Cir. 2001)",
			caseName: "LP Ventures v. Beta", prop: "In Texas, LP Ventures v. Beta, 123 F.3d 456 (5th Cir. 2001), held the guaranty void."},
		{name: "comma after a place before a firm",
			in:       "In New York, Smith & Jones LLP v. Doe, 123 F.3d 456 (2d Cir. 2001), held the guaranty void.",
			cite:     "Smith & Jones LLP v. Doe, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith & Jones LLP v. Doe", prop: "In New York, Smith & Jones LLP v. Doe, 123 F.3d 456 (2d Cir. 2001), held the guaranty void."},
		{name: "comma after a case named before a new name",
			in:       "Unlike Smith, Acme Corp. v. Beta, 123 F.3d 456 (2d Cir. 2001), enforced the clause.",
			cite:     "Acme Corp. v. Beta, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Acme Corp. v. Beta", prop: "Unlike Smith, Acme Corp. v. Beta, 123 F.3d 456 (2d Cir. 2001), enforced the clause."},
		{name: "short form after an LLC sentence",
			in:       "Notice must be written. Alpha, LLC v. Beta, 123 F.3d 456 (2d Cir. 2001). As the court noted in Alpha, LLC owners owe no duty to one another, Alpha, 123 F.3d at 461.",
			cite:     "Alpha, 123 F.3d at 461",
			caseName: "Alpha", prop: "As the court noted in Alpha, LLC owners owe no duty to one another, Alpha, 123 F.3d at 461.", anteName: "Alpha, LLC v. Beta"},
		{name: "a designator's period ends a sentence before a name",
			in:       "The guaranty was signed by Acme, Inc. Dellwood Partners, LP v. Ashgrove, 123 F.3d 456 (2d Cir. 2021).",
			cite:     "Dellwood Partners, LP v. Ashgrove, 123 F.3d 456 (2d Cir. 2021)",
			caseName: "Dellwood Partners, LP v. Ashgrove", prop: "The guaranty was signed by Acme, Inc."},
		{name: "a designator's period ends a sentence before a sentence opener",
			in:       "The guaranty was signed by Ashgrove Capital, Inc. The court enforced it. Dellwood Partners, LP v. Ashgrove Capital, Inc., 123 F.3d 456 (2d Cir. 2021).",
			cite:     "Dellwood Partners, LP v. Ashgrove Capital, Inc., 123 F.3d 456 (2d Cir. 2021)",
			caseName: "Dellwood Partners, LP v. Ashgrove Capital, Inc.", prop: "The court enforced it."},
		{name: "a designator inside a name does not end a sentence",
			in:       entityProp + " Acme Co. Retirement Plan v. Ashgrove, 123 F.3d 456 (2d Cir. 2021).",
			cite:     "Acme Co. Retirement Plan v. Ashgrove, 123 F.3d 456 (2d Cir. 2021)",
			caseName: "Acme Co. Retirement Plan v. Ashgrove", prop: entityProp},
		{name: "an opening word's comma before a firm",
			in:       "Indeed, Smith & Wesson Corp. v. Doe, 123 F.3d 456 (2d Cir. 2001), held the guaranty void.",
			cite:     "Smith & Wesson Corp. v. Doe, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith & Wesson Corp. v. Doe", prop: "Indeed, Smith & Wesson Corp. v. Doe, 123 F.3d 456 (2d Cir. 2001), held the guaranty void."},
		{name: "an adverb's comma before a firm",
			in:       "Notably, Smith & Wesson Corp. v. Doe, 123 F.3d 456 (2d Cir. 2001), held the guaranty void.",
			cite:     "Smith & Wesson Corp. v. Doe, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith & Wesson Corp. v. Doe", prop: "Notably, Smith & Wesson Corp. v. Doe, 123 F.3d 456 (2d Cir. 2001), held the guaranty void."},
		{name: "a role after a lower-case word is no party's",
			in:       "The bank acted through its trustee, as trustee Smith v. Jones, 123 F.3d 456 (2d Cir. 2001), allows.",
			cite:     "Smith v. Jones, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith v. Jones", prop: "The bank acted through its trustee, as trustee Smith v. Jones, 123 F.3d 456 (2d Cir. 2001), allows."},
		{name: "italics still mark where a name begins",
			in:       "The court sided with *Acme, Inc.* in *Foo, LLC v. Bar*, 123 F.3d 456 (2d Cir. 2001).",
			cite:     "*Foo, LLC v. Bar*, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Foo, LLC v. Bar", prop: "The court sided with *Acme, Inc.* in *Foo, LLC v. Bar*, 123 F.3d 456 (2d Cir. 2001)."},
		{name: "a role needs its role word",
			in:       "The court ruled for the lender, as Smith v. Jones, 123 F.3d 456 (2d Cir. 2001), requires.",
			cite:     "Smith v. Jones, 123 F.3d 456 (2d Cir. 2001)",
			caseName: "Smith v. Jones", prop: "The court ruled for the lender, as Smith v. Jones, 123 F.3d 456 (2d Cir. 2001), requires."},
	} {
		t.Run(r.name, func(t *testing.T) { checkEntityRow(t, e, r) })
	}
}

func checkEntityRow(t *testing.T, e *Extractor, r entityRow) {
	t.Helper()
	a := e.Extract(r.in)
	var got *Citation
	var have []string
	for i := range a.Citations {
		c := &a.Citations[i]
		have = append(have, c.Text)
		if c.Text == r.cite {
			got = c
		}
	}
	if got == nil {
		t.Fatalf("no citation with span %q; have %q", r.cite, have)
	}
	if r.in[got.Start:got.End] != r.cite {
		t.Errorf("span [%d:%d] is %q, want %q", got.Start, got.End, r.in[got.Start:got.End], r.cite)
	}
	if got.Name != r.caseName {
		t.Errorf("name %q, want %q", got.Name, r.caseName)
	}
	if r.plain != "" && got.Plaintiff != r.plain {
		t.Errorf("plaintiff %q, want %q", got.Plaintiff, r.plain)
	}
	if r.def != "" && got.Defendant != r.def {
		t.Errorf("defendant %q, want %q", got.Defendant, r.def)
	}
	var props []string
	for _, p := range a.Propositions {
		props = append(props, p.Text)
	}
	if got.Proposition < 0 || got.Proposition >= len(a.Propositions) {
		t.Errorf("supports no proposition; want %q (propositions %q)", r.prop, props)
	} else if p := a.Propositions[got.Proposition].Text; p != r.prop {
		t.Errorf("supports %q, want %q (propositions %q)", p, r.prop, props)
	}
	for _, p := range props {
		if strings.HasSuffix(p, ",") || strings.HasSuffix(p, " rel.") {
			t.Errorf("proposition %q ends inside a case name", p)
		}
	}
	if r.anteName != "" {
		if got.Antecedent < 0 {
			t.Errorf("short form resolves to nothing, want %q", r.anteName)
		} else if n := a.Citations[got.Antecedent].Name; n != r.anteName {
			t.Errorf("short form resolves to %q, want %q", n, r.anteName)
		}
	}
}

// TestVaultCaptionsWithEntitySuffixes: a caption the Vault knows,
// written plainly in a sentence, is one citation of its document with
// its commas, and the sentence is one proposition; the same caption
// before a reporter citation names that citation whole.
func TestVaultCaptionsWithEntitySuffixes(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "VLT-0001", Title: "Dellwood Partners, LP v. Ashgrove Capital, LLC", Citations: []string{"123 F.3d 456"}},
		{ID: "VLT-0003", Title: "In re Brightwater Holdings, L.L.C."},
	}})
	for _, r := range []struct {
		name, in, cite, vault, prop string
	}{
		{"plain caption inside a sentence",
			"A guarantor is bound by the plain terms, as Dellwood Partners, LP v. Ashgrove Capital, LLC held.",
			"Dellwood Partners, LP v. Ashgrove Capital, LLC", "VLT-0001",
			"A guarantor is bound by the plain terms, as Dellwood Partners, LP v. Ashgrove Capital, LLC held."},
		{"plain In re caption opening a sentence",
			"In re Brightwater Holdings, L.L.C. holds that the stay applies.",
			"In re Brightwater Holdings, L.L.C.", "VLT-0003",
			"In re Brightwater Holdings, L.L.C. holds that the stay applies."},
	} {
		t.Run(r.name, func(t *testing.T) {
			a := e.Extract(r.in)
			var got *Citation
			for i := range a.Citations {
				if a.Citations[i].Text == r.cite {
					got = &a.Citations[i]
				}
			}
			if got == nil {
				t.Fatalf("no citation %q in %+v", r.cite, a.Citations)
			}
			if got.VaultID != r.vault && got.DocID != r.vault {
				t.Errorf("names %q/%q, want %s", got.VaultID, got.DocID, r.vault)
			}
			if len(a.Propositions) != 1 || a.Propositions[0].Text != r.prop || got.Proposition != 0 {
				t.Errorf("propositions %+v, citation supports %d; want one %q", a.Propositions, got.Proposition, r.prop)
			}
		})
	}
	checkEntityRow(t, e, entityRow{
		in:       entityProp + " Dellwood Partners, LP v. Ashgrove Capital, LLC, 123 F.3d 456, 460 (2d Cir. 2021).",
		cite:     "Dellwood Partners, LP v. Ashgrove Capital, LLC, 123 F.3d 456, 460 (2d Cir. 2021)",
		caseName: "Dellwood Partners, LP v. Ashgrove Capital, LLC", prop: entityProp,
	})
}

// TestSupraByPartyWithDesignator: "Dellwood Partners, supra" finds the
// full citation whose party carries a designator after a comma
// ("Dellwood Partners, LLC v. ...", "In re Dellwood Partners, LLC"):
// the name key drops the designator and the comma before it.
func TestSupraByPartyWithDesignator(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, full := range []string{
		"Dellwood Partners, LLC v. Ashgrove, 123 F.3d 456 (2d Cir. 2021)",
		"Dellwood Partners, L.P. v. Ashgrove, 123 F.3d 456 (2d Cir. 2021)",
		"In re Dellwood Partners, LLC, 123 B.R. 456 (Bankr. D. Del. 2021)",
	} {
		in := "Notice must be written. " + full + ". " + entityProp + " Dellwood Partners, supra, at 461."
		a := e.Extract(in)
		var supra *Citation
		for i := range a.Citations {
			if strings.Contains(a.Citations[i].Text, "supra") {
				supra = &a.Citations[i]
			}
		}
		if supra == nil {
			t.Errorf("%s: no supra citation in %+v", full, a.Citations)
			continue
		}
		if supra.Antecedent < 0 || !strings.HasPrefix(full, a.Citations[supra.Antecedent].Text) {
			t.Errorf("%s: the supra resolves to %d, want the full citation", full, supra.Antecedent)
		}
	}
}
