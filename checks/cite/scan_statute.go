package cite

import (
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// codeEnds are the last words of a code's name before "§": "28 U.S.C.",
// "U.C.C.", "Cal. Bus. & Prof. Code", "Cal. Code Civ. Proc.,", "Fla.
// Stat.", "Kan. Stat. Ann.", "Mass. Gen. Laws ch. 1,", "Del. Code Ann.
// tit. 6,", and the regulations' "Treas. Reg." and "Haw. Code R." (the
// forms of reporters-db's laws table).
var codeEnds = []string{"U.S.C.", "U.S.C.A.", "U.S.C.S.", "C.F.R.", "U.C.C.", "UCC", "Code", "Proc.", "Stat.", "Ann.", "Laws",
	"Law", "Regs.", "Const.", "Cons.", "Rev.", "Comp.", "Gen.",
	// "Treas. Reg. § 1.41-2", "Haw. Code R. § 6.0", "Mich. Comp. Laws Serv. § 538-221"
	"Reg.", "Code R.", "Laws Serv."}

// scanStatutes finds statutes and rules: a code name before "§" (walked
// back word by word from each "§"), and the federal rules ("Fed. R. Civ.
// P. 12(b)(3)"). A "§" with no code before it is a bare section: not a
// citation of its own, but it stands between an "Id." and what precedes.
func (e *Extractor) scanStatutes(s string) []*cand {
	var out []*cand
	for i := 0; i < len(s) && !e.full(len(out)); {
		k := strings.Index(s[i:], "§")
		if k < 0 {
			break
		}
		k += i
		c := e.statuteAt(s, k)
		if c != nil {
			out = append(out, c)
			i = c.End
			continue
		}
		i = k + 2
	}
	out = append(out, e.sectionWordStatutes(s)...)
	out = append(out, e.bareStatutes(s)...) // "CPLR 3211", "28 U.S.C. 1404(a)" (scan_statute_bare.go)
	out = append(out, e.publicLaws(s)...)   // "Pub. L. No. 111-148" (scan_public_laws.go)
	out = append(out, scanILCS(s)...)
	for _, lit := range []string{"Fed. R.", "Fed.R.", "Federal Rule"} {
		for i := 0; i < len(s) && !e.full(len(out)); {
			k := strings.Index(s[i:], lit)
			if k < 0 {
				break
			}
			k += i
			if m := ruleRe.FindStringSubmatchIndex(s[k:min(len(s), k+120)]); m != nil && (k == 0 || !isAlnum(s[k-1])) {
				c := e.newCand(k, k+m[1], prioStatute)
				c.Kind = KindStatute
				c.ident = [2]int{k, k + m[1]}
				c.rep = [2]int{k + m[2], k + m[3]}
				c.Reporter = strings.Join(strings.Fields(s[k+m[2]:k+m[3]]), " ")
				c.Section = s[k+m[4] : k+m[5]]
				_, _, parts, partsEnd := statuteParts(s, k+m[1], c.Section) // "12(b)(3)–(6)": each part a locator
				more, end := statuteTrailing(s, max(k+m[1], partsEnd))
				c.locs = append(append([]loc{{"section", c.Section}}, parts...), more...)
				c.End = max(c.End, end)
				out = append(out, c)
				i = c.End
				continue
			}
			i = k + len(lit)
		}
	}
	return out
}

// ruleRe reads a federal rule after its literal start.
var ruleRe = regexp.MustCompile(`^((?:Fed\. ?R\. ?(?:Civ\.|Crim\.|App\.|Evid\.|Bankr\.)(?: ?P\.)?)|(?:Federal Rules? of (?:Civil|Criminal|Appellate|Bankruptcy) Procedure)|(?:Federal Rules? of Evidence)) ?(\d+(?:\.\d+)?(?:\([A-Za-z0-9]+\))*)`)

// sectionRe reads the section after "§": "1404(a)", "20040.5",
// "29-110(1)", "2-3", with "et seq." if present.
var sectionRe = regexp.MustCompile(`^§§?\s?(\d[\w.:-]*?(?:\([A-Za-z0-9]+\))*)(?:\s+et\s+seq\.)?(?:[^\w.:-]|\.(?:\s|$)|$)`)

// statuteAt reads the statute whose "§" is at s[k], or returns a bare
// section marker, or nil.
func (e *Extractor) statuteAt(s string, k int) *cand {
	re := sectionRe
	if s[k] != "§"[0] {
		re = sectionWordRe // "Civil Code section 1542" (code_full_words.go)
	}
	m := re.FindStringSubmatchIndex(s[k:min(len(s), k+80)])
	if m == nil {
		return nil
	}
	secS, secE := k+m[2], k+m[3]
	section := strings.TrimRight(s[secS:secE], ".")
	secE = secS + len(section)
	section, secE, parts, partsEnd := statuteParts(s, secE, section) // scan_statute_parts.go
	end := secE
	if j := strings.Index(s[secE:min(len(s), secE+10)], "et seq."); j >= 0 && strings.TrimSpace(s[secE:secE+j]) == "" {
		end = secE + j + len("et seq.")
	}
	// walk back over the code name
	j := k
	for j > 0 && isSpaceByte(s[j-1]) {
		j--
	}
	nameEnd := j
	words := 0
	start := -1
	lastWord := ""
	lastRead := "" // the word read last, after the one being read
	// "ch. 1," before "§"
	for words < 8 && j > 0 {
		ws := j
		for ws > 0 && !isSpaceByte(s[ws-1]) {
			ws--
		}
		w := s[ws:j]
		if words == 0 {
			lastWord = w
		}
		opens := false
		if len(w) > 1 && (w[0] == '(' || w[0] == '[') && !strings.ContainsAny(w[1:], "()[];:") {
			// "(Cal. Civ. Code § 1542)": the parenthesis opens the cite
			ws++
			w = w[1:]
			opens = true
		}
		if w == "" || strings.ContainsAny(w, "()[];:") {
			break
		}
		if words > 0 && (strings.HasSuffix(w, ".") && !e.codeWord(w) && !unlistedCodeAbbrev(w, lastWord) || endsSentence(w)) {
			break // "LLC. La. Rev. Stat.": the previous sentence's last word
		}
		if signals[w] || signals[strings.TrimSuffix(w, ",")] {
			break
		}
		if words > 0 && strings.HasSuffix(w, ",") && !isDigit(w[0]) && !(fullCodeWords[strings.TrimSuffix(w, ",")] && fullCodeWords[lastRead] && lastRead != "") {
			// "Public Works Contracts Act, Gen. Stat. § 61-404", "the
			// Uniform Commercial Code, U.C.C. § 2-718": a comma before the
			// code's name ends it (the act's popular name is prose); the
			// commas a code's name holds come right before "§" ("ch. 93A,
			// § 2", "tit. 6, § 2-615", "Code Civ. Proc., § 337")
			break
		}
		connector := w == "&" || w == "of" || andInCodeName(w, wordBefore(s, ws), lastRead) // inside a name, never its first word
		if isLower(w[0]) && w != "ch." && w != "tit." && !connector {
			break
		}
		if isDigit(w[0]) && words > 0 {
			// a title number starts the cite: "28 U.S.C."
			if e, ok := readDigits(w, 0, 3); ok && e == len(w) {
				start = ws
			}
			if !(words == 1 && strings.HasSuffix(w, ",")) {
				break
			}
		}
		if !isDigit(w[0]) && !connector {
			start = ws
		}
		lastRead = w
		words++
		if opens {
			break
		}
		j = ws
		for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
			j--
		}
		if j > 0 && s[j-1] == '\n' {
			break
		}
	}
	_ = lastWord
	name := ""
	listedAct := false // code_acts.go
	if start >= 0 {
		// "Applying Civ. Prac. Law": the sentence's first word; but not
		// the first word of a Vault name ("Acme-Globex MSA § 14.2" opening
		// a footnote is that contract at § 14.2, which titledNotCode
		// gives the title scan; read as "MSA § 14.2" it named nothing and
		// failed C-001)
		if ns, ok := proseOpener(s, start, nameEnd); ok && !e.titledNotCode(s[start:nameEnd], s[start:end]) {
			start = ns
		}
		if listedAct = e.listedAct(s[start:nameEnd], s[start:end]); listedAct {
			start = nameWithoutArticle(s, start, nameEnd) // "The Civil Practice Act § 5-301"
		}
		name = textnorm.Identifier(s[start:nameEnd])
	}
	if name == "" || !endsCode(name) && !codeOfSubjects(name) && !listedAct && !e.acronymCode(s, start, nameEnd, textnorm.Identifier(s[start:end])) ||
		e.titledNotCode(s[start:nameEnd], s[start:end]) {
		c := e.newCand(k, end, prioMarker)
		c.marker = true
		return c
	}
	locs, runEnd := sectionRun(s, k, max(end, partsEnd), section)
	locs = append(append(locs[:1:1], parts...), locs[1:]...)
	more, runEnd := statuteTrailing(s, runEnd)
	locs = append(locs, more...)
	c := e.newCand(start, runEnd, prioStatute)
	c.Kind = KindStatute
	c.ident = [2]int{start, end}
	c.rep = [2]int{start, nameEnd}
	c.Section = section
	c.locs = locs
	f := strings.Fields(s[start:nameEnd])
	if len(f) > 1 {
		if e, ok := readDigits(f[0], 0, 3); ok && e == len(f[0]) {
			c.Volume = f[0]
			f = f[1:]
		}
	}
	c.Reporter = strings.Join(f, " ")
	return c
}

// sectionRunRe reads one more section of a "§§" citation: ", 52-106",
// " and 52-106", " to 52-106", " through 52-106" (a dash between two
// sections, "§§ 52-103-52-104", is read with the first by sectionRe).
var sectionRunRe = regexp.MustCompile(`^(,\s?|\s(?:and|&)\s|\s(?:to|through)\s)(\d[\w.:]*(?:-\d[\w.:]*)?(?:\([A-Za-z0-9]+\))*)`)

// sectionRun reads the rest of a "§§" citation's sections after its
// first (section, ending at end): each listed section is a locator of
// its own, a run ("to", "through", a dash) one locator with both ends,
// and the citation's text runs over them, so "Gen. Stat. §§ 52-105,
// 52-106." is a citation sentence whole. A single "§" reads no more.
func sectionRun(s string, k, end int, section string) ([]loc, int) {
	locs := []loc{{"section", section}}
	if !strings.HasPrefix(s[k:], "§§") {
		return locs, end
	}
	for {
		m := sectionRunRe.FindStringSubmatchIndex(s[end:min(len(s), end+40)])
		if m == nil {
			return locs, end
		}
		sep, next := s[end+m[2]:end+m[3]], strings.TrimRight(s[end+m[4]:end+m[5]], ".")
		if strings.Contains(next, "-") != strings.Contains(section, "-") {
			return locs, end // "§§ 52-105, 2024": not a section of the same code
		}
		switch strings.TrimSpace(sep) {
		case ",", "and", "&":
			locs = append(locs, loc{"section", next})
		default:
			locs[len(locs)-1].value += sep + next
		}
		end += m[4] + len(next)
	}
}

// codeWords are the abbreviations statute and code names are made of,
// besides the reporter pieces (state abbreviations) and dotted forms.
var codeWords = map[string]bool{
	"Com.": true, "Proc.": true, "Fam.": true, "Lab.": true, "Veh.": true, "Gov't.": true, "Educ.": true,
	"Elec.": true, "Fin.": true, "Ins.": true, "Mil.": true, "Nat.": true, "Res.": true, "Pub.": true,
	"Util.": true, "Rev.": true, "Stat.": true, "Stats.": true, "Ann.": true, "Gen.": true, "Comp.": true,
	"Cons.": true, "Consol.": true, "Civ.": true, "Crim.": true, "Evid.": true, "Prof.": true, "Bus.": true,
	"Corp.": true, "Agric.": true, "Bev.": true, "Admin.": true, "Regs.": true, "Transp.": true,
	"Wat.": true, "Welf.": true, "Inst.": true, "Harb.": true, "Nav.": true, "Mun.": true, "Const.": true,
	"Jud.": true, "Dom.": true, "Rel.": true, "Est.": true, "Prob.": true, "Sec.": true, "Tax.": true,
	"Envtl.": true, "Cnty.": true, "Loc.": true, "Gov.": true, "Pen.": true, "Occ.": true, "Health.": true,
	"Cont.": true, "Banking.": true, "Ch.": true, "ch.": true, "Art.": true, "art.": true, "tit.": true,
}

// codeWord reports whether w (ending in a period) may stand inside a
// code's name.
func (e *Extractor) codeWord(w string) bool {
	return codeWords[w] || bluebookCodeWords[w] || abbreviations[w] || isDottedAbbrev(w) || e.reps.isAbbreviationPiece(w) || len(w) == 2 && isUpper(w[0])
}

// endsCode reports whether a name (identifier-folded) ends like a code.
func endsCode(name string) bool {
	name = strings.TrimSuffix(strings.TrimSpace(name), ",")
	for _, part := range []string{"ch.", "tit."} { // "Laws ch. 93A,", "Code Ann. tit. 6,"
		if i := strings.LastIndex(name, " "+part); i > 0 {
			name = strings.TrimSpace(name[:i])
		} else if f := strings.Fields(name); len(f) >= 2 && f[len(f)-2] == part {
			name = strings.Join(f[:len(f)-2], " ")
		}
	}
	for _, end := range codeEnds {
		if strings.HasSuffix(name, end) || strings.HasSuffix(name, "."+end) {
			return true
		}
	}
	return false
}

// scanILCS finds Illinois Compiled Statutes: "735 ILCS 5/2-619",
// "815 ILCS 505/2", "735 ILCS 5/2-615(a)" (chapter, act, section).
func scanILCS(s string) []*cand {
	var out []*cand
	for i := 0; i < len(s); {
		k := strings.Index(s[i:], "ILCS")
		if k < 0 {
			break
		}
		k += i
		i = k + 4
		v := k
		for v > 0 && isSpaceByte(s[v-1]) {
			v--
		}
		vs := v
		for vs > 0 && isDigit(s[vs-1]) {
			vs--
		}
		if vs == v || v-vs > 4 || vs > 0 && isAlnum(s[vs-1]) {
			continue
		}
		a := skipSpaces(s, k+4, 2)
		ae, ok := readDigits(s, a, 5)
		if !ok || ae >= len(s) || s[ae] != '/' {
			continue
		}
		se := ae + 1
		for se < len(s) && (isAlnum(s[se]) || s[se] == '-' || s[se] == '.' || s[se] == '(' || s[se] == ')') {
			se++
		}
		for se > ae+1 && (s[se-1] == '.' || s[se-1] == ')' && strings.Count(s[ae+1:se], "(") < strings.Count(s[ae+1:se], ")")) {
			se--
		}
		if se == ae+1 {
			continue
		}
		c := newCand(vs, se, prioStatute)
		c.Kind = KindStatute
		c.ident = [2]int{vs, se}
		c.rep = [2]int{k, k + 4}
		c.Volume, c.Reporter, c.Section = s[vs:v], "ILCS", s[a:se]
		c.locs = []loc{{"section", c.Section}}
		out = append(out, c)
		i = se
	}
	return out
}
