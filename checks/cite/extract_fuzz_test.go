package cite

import (
	"regexp"
	"testing"
	"unicode/utf8"
)

// FuzzExtractAnswer feeds arbitrary answers to the extractor. Extract must
// never panic, and everything it returns must describe the input exactly:
// every span lies inside the answer on rune boundaries, Text is the
// answer's bytes at that span, citations and propositions are in text
// order with consistent indexes, and every cross reference (parallel
// group, antecedent, proposition) points at an existing entry.
func FuzzExtractAnswer(f *testing.F) {
	for _, s := range []string{
		"",
		"M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).",
		"See Bremen, 407 U.S. at 15. Id. at 17-18. Ibid.",
		"Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 595 (1991); 111 S. Ct. 1522.",
		"Gemini Techs., Inc. v. Smith & Wesson Corp., 931 F.3d 911, 915-16 (9th Cir. 2019).",
		"Foo v. Bar, 2019 WL 1234567, at *3 (D. Del. 2019); 2019 U.S. Dist. LEXIS 4242.",
		"28 U.S.C. § 1404(a) and Fed. R. Civ. P. 12(b)(3).",
		"The memo says so [VLT-0001, p. 10] and 【VLT-0004†L10-L14】 and [Bremen](vault://VLT-0001#c3).",
		"Clause 14.2 governs.[^2]\n\n[^2]: VLT-0004, § 3.1",
		"Acme-MSA.pdf, § 14.2 and *The Bremen* and \"Carnival v. Shute\".",
		"Jones, supra, at 499 n.3. Id.",
		"499 U.\u0405. 585 and 407 U.S.\u200b 1 and \u202e407 U.S. 1 and ４０７ U.S. 1",
		"- item one 407 U.S. 1\n- item two\n\n# Heading\n\n1. numbered 2019 WL 7654321",
		"v. v. v. , , 1 U.S. at at at Id. Id. supra supra [^] [^1]: [] 【】 ](vault://",
		"\xff\xfe invalid \xc3 utf-8 407 U.S. 1",
		// Markdown as assistants write it (issue 12)
		"**Short answer.** Under *The Bremen*, clauses are valid. *M/S Bremen v. Zapata Off-Shore Co.*, 407 U.S. 1, 10 (1972). *Id.* at 12.",
		"Valid [1]. Fraud [1, 2]. Fair\u00b9 and <sup>2</sup> and 【1†source】.\n\n**Sources**\n\n1. Bremen, 407 U.S. 1, 10\n2. [VLT-0002, p. 595]\n",
		"Held ([The Bremen][b]) and <vault://VLT-0027#c4>.\n\n[b]: vault://VLT-0001#c4\n",
		"918&nbsp;F.3d 1102, **918** F.3d 1102, 918 <i>F.3d</i> 1102, 918 F\\.3d 1102, VLT&#45;0027, vlt-0027, VLT-\u20620027",
		"| Case | Cite |\n|---|---|\n| Bremen | 407 U.S. at 10 |\n\n> The asker quoted 499 U.S. 585.\n",
		// issue 22.1: rule lines stay Markdown; past a bound, the plain
		// reading decodes as the Markdown one does
		"Title\n----------\n\nAccord Fenwick Data Corp. v. Lorimer, 918&nbsp;F.3d&nbsp;1102, 1107 (9th Cir. 2019).\n\n---|---|---\n>>>>>>>>>>\n[VLT&#45;0027, ¶ 3]",
		"> > > > > > > > > > > > > > > > > > > > > > > > > > > > > > > > > > deep\n\n**918** F.3d 1102, `a&amp;b`, <i>VLT-0027</i> <!-- VLT-0001 --> <sup>1</sup> \\*Id.\\* *The Bremen* <vault://VLT-0001#c2>",
		// issue 22.6 and 22.7: a name with a pin in any locator form; an
		// italic caption resolves as a plain one
		"(Bremen, p. 99) before any citation; Zapata at 3; Bremen § 2.\n\nM/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1 (1972). Valid (Bremen, p. 99). Bremen p. 12; Bremen, ¶ 9, Bremen § 3, Bremen, pp. 10-12, The Bremen at *3.",
		// issue 22.8: a reference marker is never a fact
		"Clauses are valid<sup>1</sup>. Fraud voids them.\u00b2 Both<SUP>1, 2</SUP> hold\u00b9\u00b2.\n\n**Sources**\n\n1. [VLT-0001, p. 10]\n2. [VLT-0001, p. 15]\n",
		// issue 24.3: markers attach to their sentence; lenticular
		// result numbers; one entry, one citation
		"Valid.\u00b9 Void.<sup>2</sup> Yes. Under [Bremen][1], fraud voids them. Venue 【2†Acme-MSA.pdf】. Also.【4:0†VLT-0001, p. 10】 And 【4:0†source】.\n\n[1]: vault://VLT-0001#c6\n\n**Sources**\n\n1. The Bremen (VLT-0001, p. 10)\n2. *M/S Bremen v. Zapata Off-Shore Co.* — [VLT-0001, p. 15]\n",
		"(*Initech, Inc. v. Globex Industries, Inc.*, ¶ 3) and **Initech, Inc. v. Globex Industries, Inc.**, p. 2 and \"Initech, Inc. v. Globex Industries, Inc.\" ¶ 1",
		// markers that point nowhere and numbered carries (issue 22)
		"Valid [1]. Fraud [2]. Always [3].\n\n## Sources\n\n1. [VLT-0001, p. 10]\n2. [VLT-0002]\n",
		"Always [3]. Paragraph [4] and `a[5]` and \u00b2.\n\n> quoted [6] text\n\n[7] opens a paragraph.[^9]",
		"Valid [1-3] and [1-21].\n\n[1] [VLT-0001] [VLT-0002]\n[2] 407 U.S. 1, 10\n[3] Id. at 12\n",
		// statements of law in Sources entries, headings and footnotes (issue 22)
		"Valid [1].\n\n## Authorities\n\n1. Bremen, 407 U.S. 1, 10 (1972) (holding every clause valid).\n2. Clauses are always enforced [VLT-0001, p. 10]. Id. at 12.\n",
		"## The Ninth Circuit enforced it [VLT-0006, p. 499]\n\n**Courts must enforce it.**\n\nText.\n\nTitle that states it is valid\n===\n",
		"Valid.[^1] Again.[^1] And [^2].\n\n[^1]: [VLT-0001, p. 10]. Every court must enforce it. See Id. at 12.\n[^2]: Courts always do.",
		"Front matter [DOC-003, p. ii] and [DOC-003, pp. i–ii], p. A-1-A-3. Id. at iv. Id. at I think, p. I saw, § II, at i, p. mix.",
		"Smith v. Commissioner, T.C. Memo. 1991-462, 62 T.C.M. (CCH) 505, 510; 2007 VT 95, ¶ 7; 2006-Ohio-2095; 735 ILCS 5/2-619; (Cal. Civ. Code § 1542).",
	} {
		f.Add(s)
	}
	ex, err := NewExtractor(Options{
		IDPattern: regexp.MustCompile(`VLT-[0-9]{4}`),
		Titles:    []string{"M/S Bremen v. Zapata Off-Shore Co.", "The Bremen", "Carnival v. Shute"},
		Filenames: []string{"Acme-MSA.pdf", "bremen v zapata.pdf"},
		DocIDs:    []string{"VLT-0001", "VLT-0002", "VLT-0027"},
		Documents: []DocumentNames{
			{ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Aliases: []string{"The Bremen"}, Citations: []string{"407 U.S. 1"}},
			{ID: "VLT-0027", Title: "Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum"},
		},
	})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<16 {
			t.Skip("the grader limits answers; the fuzzer explores structure, not size")
		}
		a := ex.Extract(text)
		if a == nil {
			t.Fatal("Extract returned nil")
		}
		checkSpan := func(what string, start, end int, got string) {
			t.Helper()
			if start < 0 || end < start || end > len(text) {
				t.Fatalf("%s span [%d,%d) outside the answer (len %d)", what, start, end, len(text))
			}
			if utf8.ValidString(text) && (!utf8.RuneStart(byteAt(text, start)) || !utf8.RuneStart(byteAt(text, end))) {
				t.Fatalf("%s span [%d,%d) splits a rune", what, start, end)
			}
			if got != text[start:end] {
				t.Fatalf("%s text %q is not the answer at [%d,%d): %q", what, got, start, end, text[start:end])
			}
		}
		prev := -1
		for i, c := range a.Citations {
			if c.Index != i {
				t.Fatalf("citation %d has index %d", i, c.Index)
			}
			checkSpan("citation", c.Start, c.End, c.Text)
			if c.Start < prev {
				t.Fatalf("citation %d starts at %d, before the previous one (%d)", i, c.Start, prev)
			}
			prev = c.Start
			if c.Parallel < -1 || c.Parallel >= len(a.Citations) {
				t.Fatalf("citation %d: parallel %d out of range", i, c.Parallel)
			}
			if c.Antecedent < -1 || c.Antecedent >= len(a.Citations) {
				t.Fatalf("citation %d: antecedent %d out of range", i, c.Antecedent)
			}
			if c.Proposition < -1 || c.Proposition >= len(a.Propositions) {
				t.Fatalf("citation %d: proposition %d out of range", i, c.Proposition)
			}
			for _, m := range c.Markers {
				if m.Start < 0 || m.End < m.Start || m.End > len(text) {
					t.Fatalf("citation %d: marker [%d,%d) outside the answer", i, m.Start, m.End)
				}
			}
		}
		for i, m := range a.Mentions {
			checkSpan("mention", m.Start, m.End, m.Text)
			if m.Antecedent < -1 || m.Antecedent >= len(a.Citations) {
				t.Fatalf("mention %d: antecedent %d out of range", i, m.Antecedent)
			}
		}
		prev = -1
		for i, p := range a.Propositions {
			if p.Index != i {
				t.Fatalf("proposition %d has index %d", i, p.Index)
			}
			checkSpan("proposition", p.Start, p.End, p.Text)
			if p.Claim != "" && len(p.Claim) >= len(p.Text) {
				t.Fatalf("proposition %d: claim %q is not its text without markers (%q)", i, p.Claim, p.Text)
			}
			if p.Start < prev {
				t.Fatalf("proposition %d starts before the previous one", i)
			}
			prev = p.Start
			for _, ci := range p.Citations {
				if ci < 0 || ci >= len(a.Citations) {
					t.Fatalf("proposition %d names citation %d of %d", i, ci, len(a.Citations))
				}
			}
		}
	})
}

// byteAt is text[i], or a rune-start byte at the end of the text.
func byteAt(text string, i int) byte {
	if i >= len(text) {
		return 0
	}
	return text[i]
}
