package cite

import "strings"

// bluebookCodeWords are the Bluebook's abbreviations of the words state
// and federal codes are named with (tables T1 and T6: "Civ. Prac. Law",
// "Civ. Prac. & Rem. Code", "Gen. Oblig. Law", "Est. Powers & Trusts
// Law", "Alco. Bev. Code", "Cts. & Jud. Proc."). The statute scanner
// walks back over them to where the code's name starts: a word ending in
// a period that is none of these (nor an abbreviation the extractor
// knows otherwise) is the previous sentence's last word, so a code's
// name whose abbreviation is missing here would be cut short at it.
var bluebookCodeWords = map[string]bool{
	"Prac.": true, "Proc.": true, "Civ.": true, "Crim.": true, "Gen.": true, "Bus.": true, "Prof.": true,
	"Com.": true, "Corp.": true, "Corps.": true, "Fam.": true, "Gov't.": true, "Ins.": true, "Lab.": true,
	"Rev.": true, "Stat.": true, "Stats.": true, "Ann.": true, "Admin.": true, "Regs.": true, "Reg.": true,
	"Evid.": true, "Ct.": true, "Cts.": true, "R.": true, "Rem.": true, "Agric.": true, "Alco.": true,
	"Bev.": true, "Bank.": true, "Banking.": true, "Conserv.": true, "Cont.": true, "Corr.": true,
	"Cred.": true, "Debt.": true, "Dev.": true, "Dist.": true, "Dom.": true, "Dwell.": true, "Econ.": true,
	"Educ.": true, "Elec.": true, "Em.": true, "Emp.": true, "Empl.": true, "Env't.": true, "Envtl.": true,
	"Est.": true, "Exec.": true, "Fid.": true, "Fin.": true, "Gov.": true, "Harb.": true, "High.": true,
	"Hous.": true, "Hum.": true, "Hyg.": true, "Indus.": true, "Inst.": true, "Jud.": true, "Juv.": true,
	"Loc.": true, "Mil.": true, "Mult.": true, "Mun.": true, "Nat.": true, "Nav.": true, "Oblig.": true,
	"Occ.": true, "Org.": true, "Orgs.": true, "Pen.": true, "Pens.": true, "Pers.": true, "Prob.": true,
	"Prop.": true, "Provis.": true, "Pub.": true, "Rel.": true, "Rels.": true, "Res.": true, "Ret.": true,
	"Retire.": true, "Sec.": true, "Serv.": true, "Servs.": true, "Soc.": true, "Spec.": true, "St.": true,
	"Sts.": true, "Sur.": true, "Tax.": true, "Traf.": true, "Transp.": true, "Tr.": true, "Unemp.": true,
	"Util.": true, "Utils.": true, "Veh.": true, "Vet.": true, "Wat.": true, "Welf.": true, "Wild.": true,
	"Auth.": true, "Cmty.": true, "Ass'ns.": true, "Cons.": true, "Consol.": true, "Unconsol.": true,
	"Comp.": true, "Const.": true, "Div.": true, "Subch.": true, "Legis.": true, "Sess.": true, "Supp.": true,
	"Adv.": true, "Acts.": true, "Treas.": true, "Ord.": true, "Ords.": true, "Mgmt.": true, "Bldg.": true, "Health.": true,
}

// isCodeAcronym reports whether w is a code's name written as capitals:
// "CPLR", "UCC", "ERISA", "CFR", "IRC", or dotted, "C.P.L.R.",
// "N.Y.C.R.R.". Three to six letters (two-letter capitals are postal
// abbreviations and initials; a longer word in capitals is a shouted
// word, "AGREEMENT") and not a Roman numeral ("Title VII § 703": the
// numeral is the title's, not a code's name).
func isCodeAcronym(w string) bool {
	letters, roman := 0, true
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case isUpper(c):
			letters++
			roman = roman && strings.IndexByte("IVXLCDM", c) >= 0
		case c == '.' && i > 0 && w[i-1] != '.':
		default:
			return false
		}
	}
	if strings.Contains(w, ".") && !strings.HasSuffix(w, ".") {
		return false
	}
	return letters >= 3 && letters <= 6 && !roman
}

// codeOpeners are the unabbreviated words a code's name may open with
// at the start of a sentence right before an abbreviated word ("Ohio
// Rev. Code", "Texas Civ. Prac. & Rem. Code", "Code Civ. Proc."): there
// a capital says nothing, and any other plain word before an
// abbreviated code name ("Applying Civ. Prac. Law § 7", "Applying CPLR
// § 3211") is the sentence's, not the code's.
var codeOpeners = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`Code Uniform Model General Revised Official Consolidated Compiled
		Annotated Unconsolidated McKinney's West's Vernon's Deering's Purdon's Burns Baldwin's Page's
		Michie's Federal State City County Alabama Alaska Arizona Arkansas California Colorado
		Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky
		Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana
		Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia
		Washington Wisconsin Wyoming Guam`) {
		m[w] = true
	}
	return m
}()

// abbreviatedCodeWord reports whether w is written as an abbreviation
// or acronym (a word of a code's name that is not plain prose).
func abbreviatedCodeWord(w string) bool {
	return strings.HasSuffix(w, ".") || isCodeAcronym(w)
}

// proseOpener reports whether the code name s[start:end] begins with a
// plain word of the sentence it opens: the name stands at the start of
// a sentence (of the text, a line, or after ". ", "? ", "! " and closing
// quotes), its first word is plain and capitalised only because the
// sentence starts there, and the next is abbreviated. It returns where
// the name starts without that word.
func proseOpener(s string, start, end int) (int, bool) {
	f := strings.Fields(s[start:end])
	// a subject word opens a code's name as well as a sentence: "Real
	// Prop. Code § 42-303" read as "Prop. Code" at a sentence's start
	if len(f) < 2 || abbreviatedCodeWord(f[0]) || codeOpeners[f[0]] || fullCodeWords[f[0]] || !abbreviatedCodeWord(f[1]) || !isUpper(f[0][0]) {
		return start, false
	}
	b := start
	for b > 0 && (s[b-1] == ' ' || s[b-1] == '\t') {
		b--
	}
	for b > 0 {
		if strings.IndexByte("\"')*_", s[b-1]) >= 0 {
			b--
		} else if strings.HasSuffix(s[:b], "”") || strings.HasSuffix(s[:b], "’") {
			b -= len("”")
		} else {
			break
		}
	}
	if b > 0 && strings.IndexByte(".?!\n", s[b-1]) < 0 {
		return start, false
	}
	next := start + len(f[0])
	for next < end && isSpaceByte(s[next]) {
		next++
	}
	return next, true
}

// endsSentence reports whether w, a word before a code's name, ends a
// sentence by its punctuation alone: "?" or "!", or a period inside
// closing quotes ("void." Civ. Prac. Law § 7).
func endsSentence(w string) bool {
	t := strings.TrimRight(w, "\"'*_")
	t = strings.TrimSuffix(strings.TrimSuffix(t, "”"), "’")
	return strings.HasSuffix(t, "?") || strings.HasSuffix(t, "!") || t != w && strings.HasSuffix(t, ".")
}

// acronymCode reports whether the code name s[start:nameEnd] ends in an
// acronym that names a code ("CPLR § 3211", "N.Y. C.P.L.R. § 3211",
// "ERISA § 502(a)"), ident being the citation's identifier. An acronym
// is also how a contract's defined term is written, so it is no code
// where it reads as one: after an article or a possessive ("the MSA §
// 14.2", "the client's SOW § 3"), before a comma ("MSA, § 14.2
// requires"), or when the Vault names a document by it (a contract
// whose alias is "MSA"); unless the Vault lists the citation itself.
func (e *Extractor) acronymCode(s string, start, nameEnd int, ident string) bool {
	f := strings.Fields(s[start:nameEnd])
	if len(f) == 0 || !isCodeAcronym(f[len(f)-1]) {
		return false
	}
	if e.docs != nil && len(e.docs.docsOfCite(ident)) > 0 {
		return true
	}
	if len(f) == 1 && definedTermBefore(s, start) {
		return false
	}
	if len(f) > 1 && shouted(f[len(f)-2]) {
		return false // "MASTER SERVICES MSA": a title in capitals
	}
	w := f[len(f)-1]
	return e.docs == nil || len(e.docs.docsOfName(w)) == 0 && len(e.docs.shortNameDocs(w)) == 0
}

// definedTermBefore reports whether the word before s[start] makes what
// follows a defined term: an article, a demonstrative or a possessive.
func definedTermBefore(s string, start int) bool {
	j := start
	for j > 0 && isSpaceByte(s[j-1]) {
		j--
	}
	ws := j
	for ws > 0 && !isSpaceByte(s[ws-1]) {
		ws--
	}
	w := strings.ToLower(strings.Trim(s[ws:j], "*_\"“("))
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "its", "our", "their", "your", "his", "her", "my", "each", "any", "such":
		return true
	}
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || strings.HasSuffix(w, "s'") || strings.HasSuffix(w, "s’")
}

// shouted reports whether w is a plain word written in capitals (no
// period, two letters or more): "SERVICES", "SOW".
func shouted(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isUpper(w[i]) {
			return false
		}
	}
	return true
}

// codeNameGoesOn reports whether w, a word ending in a period, and the
// text after it (rest) are two words of one code's name: w one of the
// Bluebook's code words and the next word another, or the word that ends
// such a name ("Cal. Civ. Proc. Code", "Tex. Civ. Prac. Rem. Code", "N.Y.
// Gen. Oblig. Law"). Sentence splitting read "Proc." before "Code" as
// a sentence's end, so a code cited without "§" was cut in two
// propositions, neither of which said what the answer said.
func codeNameGoesOn(w, rest string) bool {
	if !bluebookCodeWords[w] {
		return false
	}
	next := rest
	if sp := strings.IndexAny(rest, " \t\n"); sp >= 0 {
		next = rest[:sp]
	}
	next = strings.TrimRight(next, ",")
	return bluebookCodeWords[next] || next == "Code" || next == "Law" || next == "Laws"
}
