package textnorm

import (
	"fmt"
	"unicode"
)

// Suspect is one code point in an identifier that could make a forged
// identifier look genuine: invisible (zero-width, soft hyphen), a bidi
// control that reorders what is displayed, a Cyrillic or Greek letter that
// looks Latin, or a full-width digit or letter.
type Suspect struct {
	Offset int    `json:"offset"` // byte offset of the rune in the string examined
	Rune   rune   `json:"rune"`
	Name   string `json:"name"` // "U+200B ZERO WIDTH SPACE"
}

// String renders the suspect as its name, which already carries the code
// point ("U+200B ZERO WIDTH SPACE").
func (s Suspect) String() string { return s.Name }

// Suspicious returns every suspicious rune of s in order. Verbatim
// comparison never folds these, so an identifier containing one fails to
// match; Suspicious exists so the failure (or the extraction warning) can
// name the code point instead of saying only "no match".
func Suspicious(s string) []Suspect {
	var out []Suspect
	for i, r := range s {
		if r < 0x00AD {
			continue
		}
		if name, ok := suspectName(r); ok {
			out = append(out, Suspect{Offset: i, Rune: r, Name: fmt.Sprintf("U+%04X %s", r, name)})
		}
	}
	return out
}

// suspectName returns the Unicode name of r when r is suspicious.
func suspectName(r rune) (string, bool) {
	if n, ok := invisibleNames[r]; ok {
		return n, true
	}
	if n, ok := lookalikeNames[r]; ok {
		return n, true
	}
	switch {
	case unicode.Is(unicode.Cf, r), r >= 0xFE00 && r <= 0xFE0F, r >= 0xE0100 && r <= 0xE01EF,
		r == 0x034F, r == 0x115F, r == 0x1160, r == 0x3164, r == 0xFFA0:
		// every other format character (invisible operators such as
		// U+2062 INVISIBLE TIMES, tag characters), variation selectors,
		// the combining grapheme joiner and Hangul fillers: invisible, so
		// as able to disguise an identifier as the named ones
		return "INVISIBLE FORMAT CHARACTER", true
	case r >= 0xFF10 && r <= 0xFF19:
		return "FULLWIDTH DIGIT " + digitNames[r-0xFF10], true
	case r >= 0xFF21 && r <= 0xFF3A:
		return "FULLWIDTH LATIN CAPITAL LETTER " + string('A'+(r-0xFF21)), true
	case r >= 0xFF41 && r <= 0xFF5A:
		return "FULLWIDTH LATIN SMALL LETTER " + string('A'+(r-0xFF41)), true
	}
	return "", false
}

var digitNames = [10]string{"ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"}

// invisibleNames are the zero-width characters and bidi controls.
var invisibleNames = map[rune]string{
	0x00AD: "SOFT HYPHEN",
	0x200B: "ZERO WIDTH SPACE",
	0x200C: "ZERO WIDTH NON-JOINER",
	0x200D: "ZERO WIDTH JOINER",
	0x2060: "WORD JOINER",
	0xFEFF: "ZERO WIDTH NO-BREAK SPACE",
	0x200E: "LEFT-TO-RIGHT MARK",
	0x200F: "RIGHT-TO-LEFT MARK",
	0x202A: "LEFT-TO-RIGHT EMBEDDING",
	0x202B: "RIGHT-TO-LEFT EMBEDDING",
	0x202C: "POP DIRECTIONAL FORMATTING",
	0x202D: "LEFT-TO-RIGHT OVERRIDE",
	0x202E: "RIGHT-TO-LEFT OVERRIDE",
	0x2066: "LEFT-TO-RIGHT ISOLATE",
	0x2067: "RIGHT-TO-LEFT ISOLATE",
	0x2068: "FIRST STRONG ISOLATE",
	0x2069: "POP DIRECTIONAL ISOLATE",
}

// lookalikeNames are the Cyrillic and Greek letters that render like
// Latin letters in common fonts.
var lookalikeNames = map[rune]string{
	// Cyrillic capitals.
	0x0405: "CYRILLIC CAPITAL LETTER DZE",
	0x0406: "CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I",
	0x0408: "CYRILLIC CAPITAL LETTER JE",
	0x0410: "CYRILLIC CAPITAL LETTER A",
	0x0412: "CYRILLIC CAPITAL LETTER VE",
	0x0415: "CYRILLIC CAPITAL LETTER IE",
	0x041A: "CYRILLIC CAPITAL LETTER KA",
	0x041C: "CYRILLIC CAPITAL LETTER EM",
	0x041D: "CYRILLIC CAPITAL LETTER EN",
	0x041E: "CYRILLIC CAPITAL LETTER O",
	0x0420: "CYRILLIC CAPITAL LETTER ER",
	0x0421: "CYRILLIC CAPITAL LETTER ES",
	0x0422: "CYRILLIC CAPITAL LETTER TE",
	0x0423: "CYRILLIC CAPITAL LETTER U",
	0x0425: "CYRILLIC CAPITAL LETTER HA",
	0x04AE: "CYRILLIC CAPITAL LETTER STRAIGHT U",
	// Cyrillic small.
	0x0430: "CYRILLIC SMALL LETTER A",
	0x0432: "CYRILLIC SMALL LETTER VE",
	0x0435: "CYRILLIC SMALL LETTER IE",
	0x043A: "CYRILLIC SMALL LETTER KA",
	0x043C: "CYRILLIC SMALL LETTER EM",
	0x043D: "CYRILLIC SMALL LETTER EN",
	0x043E: "CYRILLIC SMALL LETTER O",
	0x0440: "CYRILLIC SMALL LETTER ER",
	0x0441: "CYRILLIC SMALL LETTER ES",
	0x0442: "CYRILLIC SMALL LETTER TE",
	0x0443: "CYRILLIC SMALL LETTER U",
	0x0445: "CYRILLIC SMALL LETTER HA",
	0x0455: "CYRILLIC SMALL LETTER DZE",
	0x0456: "CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I",
	0x0458: "CYRILLIC SMALL LETTER JE",
	0x04BB: "CYRILLIC SMALL LETTER SHHA",
	0x0501: "CYRILLIC SMALL LETTER KOMI DE",
	// Greek capitals.
	0x0391: "GREEK CAPITAL LETTER ALPHA",
	0x0392: "GREEK CAPITAL LETTER BETA",
	0x0395: "GREEK CAPITAL LETTER EPSILON",
	0x0396: "GREEK CAPITAL LETTER ZETA",
	0x0397: "GREEK CAPITAL LETTER ETA",
	0x0399: "GREEK CAPITAL LETTER IOTA",
	0x039A: "GREEK CAPITAL LETTER KAPPA",
	0x039C: "GREEK CAPITAL LETTER MU",
	0x039D: "GREEK CAPITAL LETTER NU",
	0x039F: "GREEK CAPITAL LETTER OMICRON",
	0x03A1: "GREEK CAPITAL LETTER RHO",
	0x03A4: "GREEK CAPITAL LETTER TAU",
	0x03A5: "GREEK CAPITAL LETTER UPSILON",
	0x03A7: "GREEK CAPITAL LETTER CHI",
	// Greek small.
	0x03B1: "GREEK SMALL LETTER ALPHA",
	0x03B9: "GREEK SMALL LETTER IOTA",
	0x03BA: "GREEK SMALL LETTER KAPPA",
	0x03BD: "GREEK SMALL LETTER NU",
	0x03BF: "GREEK SMALL LETTER OMICRON",
	0x03C1: "GREEK SMALL LETTER RHO",
	0x03C5: "GREEK SMALL LETTER UPSILON",
	0x03C7: "GREEK SMALL LETTER CHI",
}
