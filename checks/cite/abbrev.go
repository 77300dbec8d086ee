package cite

import "strings"

// abbreviations are words ending in a period that do not end a sentence
// (besides every reporter piece, initials and dotted forms like "S.D.N.Y.").
var abbreviations = map[string]bool{
	"v.": true, "vs.": true, "Co.": true, "Inc.": true, "Corp.": true, "Ltd.": true, "Cir.": true,
	"Id.": true, "id.": true, "cf.": true, "Cf.": true, "n.": true, "nn.": true, "No.": true, "Nos.": true,
	"no.": true, "p.": true, "pp.": true, "para.": true, "paras.": true, "Art.": true, "art.": true,
	"Sec.": true, "sec.": true, "Ch.": true, "ch.": true, "Fed.": true, "R.": true, "Civ.": true,
	"Crim.": true, "Evid.": true, "P.": true, "Dist.": true, "Ct.": true, "App.": true, "Supp.": true,
	"Mr.": true, "Mrs.": true, "Ms.": true, "Dr.": true, "Jr.": true, "Sr.": true, "St.": true,
	"Ave.": true, "Dept.": true, "Dep't.": true, "J.": true, "JJ.": true, "al.": true, "seq.": true,
	"approx.": true, "ed.": true, "eds.": true, "rev.": true, "Rev.": true, "Stat.": true, "Ann.": true,
	"Prof.": true, "Bus.": true, "Gen.": true, "Cal.": true, "Assn.": true, "Ass'n.": true, "Bros.": true,
	"Mfg.": true, "Ins.": true, "Mut.": true, "Nat'l.": true, "Int'l.": true, "Gov't.": true,
	"Comm'n.": true, "Sys.": true, "Univ.": true, "Bd.": true, "Educ.": true, "Hosp.": true,
	"Sav.": true, "Fin.": true, "Sch.": true, "Cnty.": true, "Cty.": true, "Twp.": true, "Am.": true,
	"Jan.": true, "Feb.": true, "Mar.": true, "Apr.": true, "Jun.": true, "Jul.": true, "Aug.": true,
	"Sept.": true, "Sep.": true, "Oct.": true, "Nov.": true, "Dec.": true, "Vol.": true, "vol.": true,
	"Pt.": true, "pt.": true, "Ex.": true, "Exh.": true, "Fig.": true, "fig.": true, "Dkt.": true,
	"etc.": true, "viz.": true, "Hon.": true, "Reg.": true, "Regs.": true, "Const.": true, "amend.": true,
	"Amend.": true, "cl.": true, "Constr.": true, "Techs.": true, "Tech.": true, "Indus.": true,
	"Servs.": true, "Serv.": true, "Mgmt.": true, "Dev.": true, "Elecs.": true, "Pharm.": true,
	"Pharms.": true, "Prods.": true, "Assocs.": true, "Enters.": true, "Cmty.": true, "Coll.": true,
	"Comm.": true, "Commc'ns.": true, "Distrib.": true, "Equip.": true, "Fed'n.": true, "Grp.": true,
	"Hous.": true, "Inv.": true, "Invs.": true, "Mktg.": true, "Med.": true, "Mun.": true, "Nat.": true,
	"Org.": true, "Pub.": true, "Ry.": true, "R.R.": true, "Res.": true, "Transp.": true, "Util.": true,
	"Cas.": true, "Sur.": true, "Tel.": true, "Temp.": true, "Acad.": true, "Admin.": true, "Agric.": true,
	"Auth.": true, "Auto.": true, "Bldg.": true, "Ctr.": true, "Cont'l.": true, "Cos.": true, "subd.": true, "subsec.": true, "Ibid.": true, "ibid.": true,
	"eff.": true, // "(eff. Jan. 1, 2024)" after a statute
}

// isDottedAbbrev reports whether w is letters with inner periods: "U.S.",
// "e.g.", "S.D.N.Y.", "L.L.C.".
func isDottedAbbrev(w string) bool {
	if len(w) < 3 || !strings.HasSuffix(w, ".") || !strings.Contains(w[:len(w)-1], ".") {
		return false
	}
	letter := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !(isUpper(c) || isLower(c) || c == '.' || isDigit(c)) {
			return false
		}
		letter = letter || isUpper(c) || isLower(c)
	}
	// digits and dots alone are a number ("§ 740.5." ends its sentence)
	return letter
}

// strictAbbrev reports whether w (a word ending in ".") is an
// abbreviation that does not end a sentence.
func (e *Extractor) strictAbbrev(w string) bool {
	w = trimOpeners(w)
	if abbreviationShapes.may(w) && abbreviations[w] || isDottedAbbrev(w) || e.reps.isAbbreviationPiece(w) {
		return true
	}
	// initials: "M." in "M. Smith"
	return len(w) == 2 && isUpper(w[0]) && w[1] == '.'
}

// looseAbbrev also accepts short capitalised words ("Sys.", "Cmty."):
// inside a case name such words are abbreviations far more often than
// sentence ends.
func (e *Extractor) looseAbbrev(w string) bool {
	if e.strictAbbrev(w) {
		return true
	}
	w = strings.Trim(w, "*_,")
	return len(w) >= 3 && len(w) <= 6 && isUpper(w[0]) && strings.HasSuffix(w, ".")
}

// trimOpeners is strings.TrimLeft(w, "(*_\"“[") without building the
// cutset's table on every call (sentence splitting asks for every word
// before a period).
func trimOpeners(w string) string {
	for len(w) > 0 {
		switch {
		case w[0] == '(' || w[0] == '*' || w[0] == '_' || w[0] == '"' || w[0] == '[':
			w = w[1:]
		case strings.HasPrefix(w, "“"):
			w = w[len("“"):]
		default:
			return w
		}
	}
	return w
}

// wordShapes is a filter before a word set's map: the lengths (15 and
// more counted as one) and first bytes of its words. A word whose shape
// is not marked is not in the set, so sentence splitting, which asks
// about every word before a period, skips most map look-ups.
type wordShapes [16][256]bool

func (ws *wordShapes) add(w string) {
	if w != "" {
		ws[min(len(w), 15)][w[0]] = true
	}
}

// may reports whether w can be in the set.
func (ws *wordShapes) may(w string) bool { return w != "" && ws[min(len(w), 15)][w[0]] }

var abbreviationShapes = func() *wordShapes {
	ws := new(wordShapes)
	for w := range abbreviations {
		ws.add(w)
	}
	return ws
}()
