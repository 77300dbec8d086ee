package resolve

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault"
)

// Resolve maps every citation of a to the Vault document it names, by the
// very identifier the answer wrote (DESIGN.md step 3):
//
//   - a Vault ID by Reader.Document; a reporter, Westlaw, Lexis or docket
//     citation by LookupCitation; a file name by LookupFilename; a title
//     or case name by LookupName;
//   - Id., supra and short cites through their antecedent (falling back
//     to the short cite's case name when the extractor found none);
//   - a case name written with a reporter citation must name the same
//     document as the reporter citation, and the members of a parallel
//     citation must agree, else both are named in a mismatch problem;
//   - more than one candidate is ambiguity, reported as a problem.
//
// Statutes and rules (28 U.S.C. § 1404(a), Fed. R. Civ. P. 12(b)(3)) are
// resolved like reporter citations, through LookupCitation, and a statute
// the Vault does not hold does not resolve. FORMATS.md's list of C-001
// identifiers omits statutes, but the criterion's own words decide: C-001
// covers "every source identifier cited ... (case name, document ID, or
// other reference)" and fails "if any cited source cannot be located in
// the Vault index"; a cited statute is such a reference.
func Resolve(r vault.Reader, a *cite.Answer) []Resolution {
	out := make([]Resolution, len(a.Citations))
	done := make([]bool, len(a.Citations))
	var resolve func(i, depth int) Resolution
	resolve = func(i, depth int) Resolution {
		if done[i] {
			return out[i]
		}
		c := &a.Citations[i]
		var res Resolution
		switch c.Kind {
		case cite.KindID, cite.KindSupra, cite.KindShort:
			res = byAntecedent(r, a, c, func(j int) (Resolution, bool) {
				if j < 0 || j >= len(a.Citations) || j == i || depth > len(a.Citations) {
					return Resolution{}, false
				}
				return resolve(j, depth+1), true
			})
		default:
			res = resolveDisguised(r, c, resolveOwn(r, c))
		}
		res.Citation = i
		out[i], done[i] = res, true
		return res
	}
	for i := range a.Citations {
		resolve(i, 0)
	}
	checkParallel(a, out)
	namedSections(r, a, out) // "the Termination section of DOC-7" (resolve_heading.go)
	return out
}

// resolveOwn resolves a citation that carries its own identifier.
func resolveOwn(r vault.Reader, c *cite.Citation) Resolution {
	switch c.Kind {
	case cite.KindReference:
		// a reference marker that points at no entry names no source
		why := "the reference marker points at no source entry"
		if len(c.Warnings) > 0 {
			why = c.Warnings[0]
		}
		return Resolution{Docs: []string{}, Problem: why}
	case cite.KindVault:
		id := c.DocID
		if id == "" {
			id = c.Identifier
		}
		if _, ok := r.Document(id); ok {
			return Resolution{Docs: []string{id}, Doc: id, By: "id"}
		}
		return Resolution{Docs: []string{}, Problem: fmt.Sprintf("no Vault document has the ID %q", id)}
	case cite.KindFile:
		return pick(r.LookupFilename(c.Identifier), "filename", fmt.Sprintf("file name %q", c.Identifier))
	case cite.KindTitle:
		name := firstNonBlank(c.Name, c.Identifier, strings.Trim(c.Text, "*_\"“”'‘’ "))
		return pick(r.LookupName(name), "name", fmt.Sprintf("title or case name %q", name))
	case cite.KindStatute:
		res := pick(r.LookupCitation(c.Identifier), "citation", fmt.Sprintf("statute or rule %q", c.Identifier))
		if len(res.Docs) == 0 {
			res = bySection(r, c.Identifier, res)
		}
		if len(res.Docs) == 0 {
			res = byFirstSection(r, c.Identifier, res)
		}
		for _, v := range statuteVariants(c.Identifier) { // resolve_variants.go
			if len(res.Docs) > 0 {
				break
			}
			if alt := resolveStatute(r, v); len(alt.Docs) > 0 {
				res = alt
			}
		}
		if res.Doc == "" && len(res.Docs) == 0 {
			res.Problem += " (it is not a Vault document; the answer cites it as a source)"
		}
		return res
	default: // case, wl, lexis (and docket numbers, which the extractor reports as case citations)
		res := pick(r.LookupCitation(c.Identifier), "citation", fmt.Sprintf("citation %q", c.Identifier))
		if len(res.Docs) == 0 {
			res = byCanonicalReporter(r, c, res) // resolve_canonical.go
		}
		if c.Name != "" {
			res = withName(r, c, res)
		}
		if c.Docket != "" {
			res = withDocket(r, c, res)
		}
		return res
	}
}

// withName checks that the case name written with a reporter citation
// names the document the reporter citation resolved to.
func withName(r vault.Reader, c *cite.Citation, res Resolution) Resolution {
	if res.Doc != "" && captionNamesDoc(r, c.Name, res.Doc) {
		return res // resolve_caption.go: one of a double caption's names
	}
	names := r.LookupName(c.Name)
	if main, _, ok := captionParts(c.Name); ok && len(names) == 0 {
		names = r.LookupName(main) // the main caption names another document
	}
	switch {
	case len(names) == 0 && res.Doc != "" && nameFitsDoc(r, c.Name, res.Doc):
		// A partial name ("Atlantic Marine", or the tail of a long
		// caption) whose every word stands in the title or an alias of
		// the document the reporter citation names: the same document.
	case len(names) == 0:
		res.Problem = joinProblems(res.Problem, fmt.Sprintf("the case name %q is not the title or alias of any Vault document", c.Name))
	case res.Doc == "":
		// The citation did not resolve (a mistyped or spoofed reporter
		// citation): C-001 still fails, but the passage, the access
		// decision and later short forms follow the document the name
		// names, when it names exactly one.
		res.Problem = joinProblems(res.Problem, fmt.Sprintf("the case name %q names %s", c.Name, strings.Join(names, ", ")))
		if len(names) == 1 && len(res.Docs) == 0 {
			res.Doc, res.Docs, res.By = names[0], names, "name"
		}
	case !slices.Contains(names, res.Doc) && !captionTurned(r, c.Name, res.Doc): // resolve_turned.go
		res.Problem = joinProblems(res.Problem, fmt.Sprintf("mismatch: the case name %q names %s but %q is %s", c.Name, strings.Join(names, ", "), c.Identifier, res.Doc))
	}
	return res
}

// withDocket checks that a docket number written with a citation ("No.
// 3:23-cv-00418, 2023 WL 4417730") names the document the citation does.
func withDocket(r vault.Reader, c *cite.Citation, res Resolution) Resolution {
	docs := r.LookupCitation(c.Docket)
	switch {
	case len(docs) == 0:
		res.Problem = joinProblems(res.Problem, fmt.Sprintf("the docket number %q names no Vault document", c.Docket))
	case res.Doc != "" && !slices.Contains(docs, res.Doc):
		res.Problem = joinProblems(res.Problem, fmt.Sprintf("mismatch: the docket number %q names %s but %q is %s", c.Docket, strings.Join(docs, ", "), c.Identifier, res.Doc))
	}
	return res
}

// nameFitsDoc reports whether every word of name appears in the title or
// in one alias of document doc (case and punctuation aside), so a short or
// partial case name written with a reporter citation is accepted for the
// document that citation names, while a different case's name is not.
//
// The words are compared twice: as written, and after vault.NormalizeName
// (Bluebook abbreviations spelled out, designators dropped), so a caption
// abbreviated the way Bluebook abbreviates it ("Atl. Marine Constr. Co. v.
// U.S. Dist. Ct.") fits a title or alias that spells a word out ("Court")
// where it abbreviates another ("Atl.").
func nameFitsDoc(r vault.Reader, name, doc string) bool {
	d, ok := r.Document(doc)
	if !ok {
		return false
	}
	cands := append([]string{d.Title}, d.Aliases...)
	return wordsFit(nameWords(name), cands, nameWords) ||
		wordsFit(normalizedNameWords(name), cands, normalizedNameWords)
}

// normalizedNameWords is the words of a name's LookupName key, with the
// Bluebook (T6) abbreviations vault.NormalizeName leaves as written
// spelled out too ("Labs." -> laboratories), so "Marchetti Labs., LLC"
// fits "Marchetti Laboratories, LLC". Only this comparison, made for the
// document a reporter citation already names, reads them: the index's
// name keys are unchanged.
func normalizedNameWords(s string) []string {
	ws := strings.Fields(vault.NormalizeName(s))
	for i, w := range ws {
		if x, ok := moreNameAbbrev[w]; ok {
			ws[i] = x
		}
	}
	return ws
}

// moreNameAbbrev are T6 abbreviations of case-name words beyond
// vault.NormalizeName's table (apostrophes are already dropped).
var moreNameAbbrev = map[string]string{
	"lab": "laboratory", "labs": "laboratories", "atl": "atlantic", "pac": "pacific",
	"cmty": "community", "cnty": "county", "coop": "cooperative", "dev": "development",
	"distrib": "distribution", "educ": "education", "enters": "enterprises", "enter": "enterprise",
	"fed": "federal", "hous": "housing", "inv": "investment", "invs": "investments",
	"mach": "machine", "mktg": "marketing", "med": "medical", "mut": "mutual",
	"pharm": "pharmaceutical", "pharms": "pharmaceuticals", "prop": "property", "props": "properties",
	"sav": "savings", "sch": "school", "tel": "telephone", "telecomm": "telecommunications",
	"util": "utility", "agric": "agricultural", "auth": "authority", "bd": "board", "bldg": "building",
	"cas": "casualty", "chem": "chemical", "contl": "continental", "elecs": "electronics",
	"engg": "engineering", "envt": "environment", "gen": "general", "hosps": "hospitals",
	"indem": "indemnity", "assocs": "associates", "assoc": "associate", "commcns": "communications",
	"fedn": "federation", "grps": "groups",
	"mgt": "management", "sols": "solutions",
}

// wordsFit reports whether every word of want is among the words (split
// by split) of one of cands.
func wordsFit(want, cands []string, split func(string) []string) bool {
	if len(want) == 0 {
		return false
	}
	for _, cand := range cands {
		have := map[string]bool{}
		for _, w := range split(cand) {
			have[w] = true
		}
		all := true
		for _, w := range want {
			if !have[w] {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// nameWords splits a case name into lower-case words of letters and
// digits ("Smith & Wesson Corp." -> smith, wesson, corp).
func nameWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// byAntecedent resolves Id., supra and short cites through the full
// citation they refer to.
func byAntecedent(r vault.Reader, a *cite.Answer, c *cite.Citation, resolve func(int) (Resolution, bool)) Resolution {
	if ante, ok := resolve(c.Antecedent); ok {
		res := Resolution{Docs: ante.Docs, Doc: ante.Doc, By: "antecedent"}
		if ante.Doc == "" {
			res.Problem = fmt.Sprintf("its antecedent %s did not resolve", a.Citations[c.Antecedent].Ref())
		} else if names := r.LookupName(c.Name); c.Kind == cite.KindShort && len(names) > 0 && !slices.Contains(names, ante.Doc) && !nameFitsDoc(r, c.Name, ante.Doc) {
			// "Bremen, 499 U.S. at 593": the name is another case's, as in
			// a full citation naming one case with another's reporter.
			res.Problem = fmt.Sprintf("mismatch: the case name %q names %s but %q refers to %s", c.Name, strings.Join(names, ", "), c.Text, ante.Doc)
		}
		return res
	}
	if c.Kind != cite.KindID && c.Name != "" {
		res := pick(r.LookupName(c.Name), "name", fmt.Sprintf("case name %q", c.Name))
		if res.Doc != "" {
			return res
		}
		res.Problem = fmt.Sprintf("no earlier full citation for this %s form, and the case name %q is not the title or alias of any Vault document", c.Kind, c.Name)
		return res
	}
	return Resolution{Docs: []string{}, Problem: fmt.Sprintf("no earlier citation for this %s form to refer to", c.Kind)}
}

// checkParallel fails parallel citations that resolve to different
// documents: "407 U.S. 1, 499 S. Ct. 585" is two cases, not one.
func checkParallel(a *cite.Answer, out []Resolution) {
	groups := map[int][]int{}
	for i, c := range a.Citations {
		if c.Parallel >= 0 {
			groups[c.Parallel] = append(groups[c.Parallel], i)
		}
	}
	for _, members := range groups {
		docs := map[string]bool{}
		var parts []string
		for _, i := range members {
			if d := out[i].Doc; d != "" {
				docs[d] = true
				parts = append(parts, fmt.Sprintf("%q is %s", a.Citations[i].Identifier, d))
			}
		}
		if len(docs) < 2 {
			continue
		}
		msg := "mismatch: parallel citations name different documents (" + strings.Join(parts, ", ") + ")"
		for _, i := range members {
			out[i].Problem = joinProblems(out[i].Problem, msg)
		}
	}
}

// pick turns lookup candidates into a resolution: one is resolved, none
// is not found, more than one is ambiguous.
func pick(docs []string, by, what string) Resolution {
	docs = append([]string{}, docs...)
	sort.Strings(docs)
	switch len(docs) {
	case 0:
		return Resolution{Docs: docs, Problem: fmt.Sprintf("no Vault document is found by the %s", what)}
	case 1:
		return Resolution{Docs: docs, Doc: docs[0], By: by}
	default:
		return Resolution{Docs: docs, By: by, Problem: fmt.Sprintf("the %s is ambiguous: it names %s", what, strings.Join(docs, ", "))}
	}
}

func joinProblems(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// firstNonBlank is the first of ss that holds more than white space.
func firstNonBlank(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}
