package cite

import (
	"bufio"
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestDumpExtraction writes the whole output of extraction (every
// citation with all its fields and spans, the propositions, mentions and
// asked citations, as JSON) for a fixed corpus of texts, one line per
// text and extractor, to the file named by CITE_DUMP. It is a
// differential for work that must not change output: build the test
// binary of the branch point and of the change, run both with CITE_DUMP
// set from checks/cite, and cmp the files. Without CITE_DUMP it skips.
func TestDumpExtraction(t *testing.T) {
	out := os.Getenv("CITE_DUMP")
	if out == "" {
		t.Skip("CITE_DUMP not set")
	}
	texts := dumpTexts(t)
	reps, err := LoadReportersDB(sharedData(t, "reporters-db/reporters.json"))
	if err != nil {
		t.Fatal(err)
	}
	exts := []struct {
		name string
		opt  Options
	}{{"builtin", Options{}}, {"reportersdb", Options{Reporters: reps}}, {"fixture", fixtureOptions(t)}}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	n := 0
	for _, x := range exts {
		e, err := NewExtractor(x.opt)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range texts {
			b, err := json.Marshal(e.Extract(s))
			if err != nil {
				t.Fatal(err)
			}
			w.WriteString(x.name + " " + strconv.Itoa(i) + " ")
			w.Write(b)
			w.WriteByte('\n')
			n++
		}
		for i, q := range dumpAsked(t) {
			b, err := json.Marshal(e.ExtractAsked(q[0], q[1]))
			if err != nil {
				t.Fatal(err)
			}
			w.WriteString(x.name + " asked " + strconv.Itoa(i) + " ")
			w.Write(b)
			w.WriteByte('\n')
			n++
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d texts, %d answers written to %s", len(texts), n, out)
}

// dumpTexts is the differential's corpus: every string of every fixture
// response and its paragraphs, the opinion, its paragraphs and lines,
// eyecite's find and resolve inputs, the fuzz corpora, the benchmark
// answers, and generated mixes of tricky snippets.
func dumpTexts(t *testing.T) []string {
	var texts []string
	paths, _ := filepath.Glob(filepath.Join("..", "..", "fixtures", "*", "responses", "*.json"))
	more, _ := filepath.Glob(filepath.Join("..", "..", "fixtures", "*", "native", "*"))
	paths = append(paths, more...)
	sort.Strings(paths)
	var snippets []string
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			continue // a directory of native outputs
		}
		var v any
		if json.Unmarshal(data, &v) != nil {
			continue
		}
		walkStrings(v, func(s string) {
			if len(s) < 8 {
				return
			}
			texts = append(texts, s)
			for _, para := range strings.Split(s, "\n\n") {
				if para != s && len(para) > 8 {
					texts = append(texts, para)
					snippets = append(snippets, para)
				}
			}
		})
	}
	data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt"))
	if err != nil {
		t.Fatal(err)
	}
	op := string(data)
	texts = append(texts, op)
	for _, para := range strings.Split(op, "\n\n") {
		texts = append(texts, para)
	}
	for _, line := range strings.Split(op, "\n") {
		if len(line) > 20 {
			texts = append(texts, line)
			snippets = append(snippets, line)
		}
	}
	for _, name := range []string{"eyecite/eyecite_find_cases.json", "eyecite/eyecite_resolve_cases.json"} {
		data, err := os.ReadFile(sharedData(t, name))
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatal(err)
		}
		walkStrings(v, func(s string) {
			if len(s) > 10 {
				texts = append(texts, s)
				snippets = append(snippets, s)
			}
		})
	}
	for _, dir := range []string{"testdata/fuzz/FuzzExtract", "testdata/fuzz/FuzzExtractAnswer", "mdtext/testdata/fuzz/FuzzReaderText"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*"))
		sort.Strings(files)
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range strings.Split(string(data), "\n") {
				if strings.HasPrefix(line, "string(") && strings.HasSuffix(line, ")") {
					if s, err := strconv.Unquote(line[len("string(") : len(line)-1]); err == nil {
						texts = append(texts, s)
					}
				}
			}
		}
	}
	answers := fixtureAnswers(t)
	for _, size := range []int{5 << 10, 10 << 10, 20 << 10} {
		var sb strings.Builder
		for i := 0; sb.Len() < size; i++ {
			sb.WriteString(answers[i%len(answers)])
			sb.WriteString("\n\n")
		}
		texts = append(texts, sb.String()[:size])
	}
	tricky := []string{
		"Id. at 12.", "Id.", "Ibid.", "supra, at 5", "Bremen, supra, at 12.", "Bremen, 407 U.S. at 15.",
		"42 U.S.C. § 1983 T.C. Summary Opinion 2019-233", "T.C. Memo. 2019-12", "2019 WL 1234567, at *3",
		"2019 U.S. Dist. LEXIS 4242", "28 U.S.C. § 1404(a)", "Fed. R. Civ. P. 12(b)(3)", "[VLT-0001]",
		"vault://VLT-0001#c3", "【VLT-0001†L10-L14】", "【3†source】", "Acme-MSA.pdf", "*Bremen v. Zapata*",
		"\u201cForum Selection Practice Note\u201d", "75 Colum. L. Rev. 559", "[3]", "[^4]", "\n\n[^4]: See 407 U.S. 1.\n",
		"M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)", "Atlantic Marine Constr. Co. v. U.S. Dist. Ct., 571 U.S. 49, 63 (2013)",
		"Acme Holdings, Inc. v. Beta LLC, 12 F.4th 345 (2d Cir. 2021)", "the sources do not address this", "I'm unable to find",
		"no retrieved source says", "## Sources\n\n1. VLT-0002 Practice Note\n2. 407 U.S. 1\n", "\n- item one 407 U.S. 1\n- item two\n",
		"> quoted 571 U.S. 49\n", "**Bold** lead-in.", "_it_ and *it*", "`code 407 U.S. 1`", "<sup>1</sup>", "¹", "&amp; &#167;",
		"VLT-\u20620027", "ＶＬＴ-0001", "中文文本 407 U.S. 1 中文", "—", "–", "\u2019s", "No. 3:23-cv-00418", "Nos. 1-2",
		"12 Fake Rptr. 34", "See, e.g., ", "Cf. ", "But see ", "(holding that x)", " v. ", "In re Smith, 1 F.3d 2 (1993).",
		"\t", "\n", "\n\n", ". ", "? ", "! ", "[link](vault://VLT-0003)", "[ref][1]\n\n[1]: vault://VLT-0004\n",
		"Table:\n\n| a | b |\n|---|---|\n| 407 U.S. 1 | x |\n", "# Heading 407 U.S. 1\n", "\f", "\r\n",
	}
	snippets = append(snippets, tricky...)
	rng := rand.New(rand.NewSource(28))
	for i := 0; i < 3000; i++ {
		var sb strings.Builder
		for k := rng.Intn(8) + 1; k > 0; k-- {
			s := snippets[rng.Intn(len(snippets))]
			if len(s) > 300 {
				a := rng.Intn(len(s) - 200)
				s = s[a : a+200]
			}
			sb.WriteString(s)
			switch rng.Intn(4) {
			case 0:
				sb.WriteString(" ")
			case 1:
				sb.WriteString("\n\n")
			case 2:
				sb.WriteString(tricky[rng.Intn(len(tricky))])
			}
		}
		texts = append(texts, sb.String())
	}
	return texts
}

// dumpAsked pairs each fixture suite's answers with its question.
func dumpAsked(t *testing.T) [][2]string {
	var out [][2]string
	cases, _ := filepath.Glob(filepath.Join("..", "..", "fixtures", "*", "case.json"))
	sort.Strings(cases)
	for _, c := range cases {
		data, err := os.ReadFile(c)
		if err != nil {
			t.Fatal(err)
		}
		var cs struct {
			Instructions string `json:"instructions"`
		}
		if json.Unmarshal(data, &cs) != nil {
			continue
		}
		resp, _ := filepath.Glob(filepath.Join(filepath.Dir(c), "responses", "*.json"))
		sort.Strings(resp)
		for _, p := range resp {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			var r struct {
				Answer string `json:"answer"`
			}
			if json.Unmarshal(data, &r) == nil && r.Answer != "" {
				out = append(out, [2]string{r.Answer, cs.Instructions})
				out = append(out, [2]string{"> " + cs.Instructions + "\n\n" + r.Answer, cs.Instructions})
			}
		}
	}
	return out
}

// walkStrings calls f on every string in a decoded JSON value, in a
// deterministic order.
func walkStrings(v any, f func(string)) {
	switch x := v.(type) {
	case string:
		f(x)
	case []any:
		for _, y := range x {
			walkStrings(y, f)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			walkStrings(x[k], f)
		}
	}
}
