package cite

import (
	"strings"
	"testing"
)

// wantCite is one expected citation: kind and identifier, and the fields
// that must match when given.
type wantCite struct {
	kind            Kind
	ident           string
	pin, year, name string
	section, court  string
	noName          bool // the citation must carry no case name
	antecedentIdent string
}

// TestOpinionForms: citation forms met in real opinions (issue 12), each
// a sample of a class of forms.
func TestOpinionForms(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tc := range []struct {
		name string
		in   string
		want []wantCite
		none []string // identifiers that must not be reported as case citations
	}{
		{"tax court memo with parallel", "See Smith v. Commissioner, T.C. Memo. 1991-462, 62 T.C.M. (CCH) 505, 510.",
			[]wantCite{{kind: KindCase, ident: "T.C. Memo. 1991-462", name: "Smith v. Commissioner"}, {kind: KindCase, ident: "62 T.C.M. (CCH) 505", pin: "510", name: "Smith v. Commissioner"}}, nil},
		{"vermont neutral", "State v. Doe, 2007 VT 95, ¶ 7, 182 Vt. 1.",
			[]wantCite{{kind: KindCase, ident: "2007 VT 95", pin: "¶ 7", name: "State v. Doe"}}, nil},
		{"ohio neutral", "State v. Roe, 2006-Ohio-2095, ¶ 12.",
			[]wantCite{{kind: KindCase, ident: "2006-Ohio-2095", pin: "¶ 12"}}, nil},
		{"illinois neutral", "People v. Poe, 2019 IL 123456, ¶ 30.",
			[]wantCite{{kind: KindCase, ident: "2019 IL 123456", pin: "¶ 30"}}, nil},
		{"north dakota neutral", "Roe v. Doe, 2018 ND 12, ¶ 9.",
			[]wantCite{{kind: KindCase, ident: "2018 ND 12", pin: "¶ 9"}}, nil},
		{"record citations", "The contract said so. 1 App. 13; 2 App. 362\u2013363.", nil, []string{"1 App. 13", "2 App. 362"}},
		{"state statute in parentheses", "releases are limited (Cal. Civ. Code § 1542) and (N.Y. Gen. Bus. Law § 349) and (Tex. Bus. & Com. Code Ann. § 17.41).",
			[]wantCite{{kind: KindStatute, ident: "Cal. Civ. Code § 1542"}, {kind: KindStatute, ident: "N.Y. Gen. Bus. Law § 349"}, {kind: KindStatute, ident: "Tex. Bus. & Com. Code Ann. § 17.41"}}, nil},
		{"statute after a sentence", "The defendant is an LLC. La. Rev. Stat. § 12:1301 governs.",
			[]wantCite{{kind: KindStatute, ident: "La. Rev. Stat. § 12:1301"}}, nil},
		{"session law", "See 1999 Ill. Laws 5126, 5150.", []wantCite{{kind: KindStatute, ident: "1999 Ill. Laws 5126", pin: "5150"}}, nil},
		{"illinois compiled statutes", "under 735 ILCS 5/2-619 and 735 ILCS 5/2-615(a).",
			[]wantCite{{kind: KindStatute, ident: "735 ILCS 5/2-619"}, {kind: KindStatute, ident: "735 ILCS 5/2-615(a)"}}, nil},
		{"year after a footnote pin", "Gollust v. Mendell, 501 U. S. 115, 235, n. 5 (1991).",
			[]wantCite{{kind: KindCase, ident: "501 U. S. 115", pin: "235, n. 5", year: "1991"}}, nil},
		{"blank slip-opinion pin", "Doe v. Roe, 560 U. S. 330, ___ (2010). Later, Doe, 560 U. S., at ___.",
			[]wantCite{{kind: KindCase, ident: "560 U. S. 330", year: "2010"}, {kind: KindShort, ident: "560 U. S."}}, nil},
		{"stray comma before the year", "Poe v. Doe, 803 N.E.2d 62, 68, 70, (2003).",
			[]wantCite{{kind: KindCase, ident: "803 N.E.2d 62", pin: "68, 70", year: "2003"}}, nil},
		{"year first", "Sauvage v. Gallaway (1946), 329 Ill. App. 38, 42.",
			[]wantCite{{kind: KindCase, ident: "329 Ill. App. 38", pin: "42", year: "1946", name: "Sauvage v. Gallaway"}}, nil},
		{"court parenthetical across lines", "Foo v. Bar, 123 F.3d 456, 460 (9th\nCir. 1997).",
			[]wantCite{{kind: KindCase, ident: "123 F.3d 456", year: "1997", court: "9th Cir."}}, nil},
		{"westlaw short form", "Bender v. Jones, 1997 WL 582901, at *2 (N.D. Ill. 1997). Later: Bender, 1997 WL 582901, at *3.",
			[]wantCite{{kind: KindWL, ident: "1997 WL 582901", pin: "*2"}, {kind: KindWL, ident: "1997 WL 582901", pin: "*3", name: "Bender"}}, nil},
		{"hyphenated pin across a line", "Foo v. Bar, 123 F.3d 456 (9th Cir. 1997). Id. at 5-\n6.",
			[]wantCite{{kind: KindID, ident: "", pin: "5-6"}}, nil},
		{"previous sentence stays out of the name", "The court transferred the action to the Southern District of Florida. Ardent Freight Co. v. Moravec, 2022 WL 1187734, at *2. It sent the next one to Texas. Brand v. Cole, 2021 WL 1234567, at *4.",
			[]wantCite{{kind: KindWL, ident: "2022 WL 1187734", name: "Ardent Freight Co. v. Moravec"}, {kind: KindWL, ident: "2021 WL 1234567", name: "Brand v. Cole"}}, nil},
		{"Id. after a quoting parenthetical", "Atlantic Marine Constr. Co. v. U.S. Dist. Ct., 571 U.S. 49, 63 (2013) (quoting Stewart Org., Inc. v. Ricoh Corp., 487 U.S. 22, 33 (1988)). Id. at 64.",
			[]wantCite{{kind: KindID, pin: "64", antecedentIdent: "571 U.S. 49"}}, nil},
		{"star page glued to a parallel", "Doe v. Roe, 214 Ill. 2d 655, 665 *973N.E.2d 1290, 1302 (2005).",
			[]wantCite{{kind: KindCase, ident: "214 Ill. 2d 655"}, {kind: KindCase, ident: "973N.E.2d 1290"}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.in)
			checkForms(t, a, tc.want, tc.none)
		})
	}
}

func checkForms(t *testing.T, a *Answer, want []wantCite, none []string) {
	t.Helper()
	var have []string
	for _, c := range a.Citations {
		have = append(have, string(c.Kind)+":"+c.Identifier+" pin="+strings.Join(c.Pins, "; ")+" year="+c.Year+" name="+c.Name+" court="+c.Court)
	}
	used := map[int]bool{}
	for _, w := range want {
		found := false
		for i, c := range a.Citations {
			if used[i] || c.Kind != w.kind || textnormIdent(c.Identifier) != textnormIdent(w.ident) {
				continue
			}
			if w.pin != "" && strings.Join(c.Pins, ", ") != w.pin {
				continue
			}
			if w.year != "" && c.Year != w.year || w.name != "" && c.Name != w.name || w.court != "" && c.Court != w.court {
				continue
			}
			if w.antecedentIdent != "" && (c.Antecedent < 0 || a.Citations[c.Antecedent].Identifier != w.antecedentIdent) {
				continue
			}
			used[i], found = true, true
			break
		}
		if !found {
			t.Errorf("want %+v\nhave %q", w, have)
		}
	}
	for _, n := range none {
		for _, c := range a.Citations {
			if (c.Kind == KindCase || c.Kind == KindShort) && strings.HasPrefix(c.Identifier, n) {
				t.Errorf("%q read as a case citation: %q", n, have)
			}
		}
	}
}

func textnormIdent(s string) string { return strings.Join(strings.Fields(s), " ") }

// TestReportersDBAtVariants: reporters-db spells some reporters with the
// "at" of a short cite ("T.C. at"); loaded, they must not turn a short
// cite into a full one.
func TestReportersDBAtVariants(t *testing.T) {
	reps, err := LoadReportersDB(sharedData(t, "reporters-db/reporters.json"))
	if err != nil {
		t.Fatal(err)
	}
	e := mustExtractor(t, Options{Reporters: reps})
	a := e.Extract("Dixon v. Commissioner, 81 T.C. 820 (1983). Later, Dixon, 81 T.C. at 828.")
	checkForms(t, a, []wantCite{{kind: KindCase, ident: "81 T.C. 820", year: "1983"}, {kind: KindShort, ident: "81 T.C.", pin: "828"}}, nil)
}
