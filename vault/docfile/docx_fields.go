package docfile

import (
	"bytes"
	"encoding/xml"
)

// A complex field (w:fldChar begin, instruction, separate, result, end)
// shows its result only. Its instruction is w:instrText, which is never
// read (skippedElements), but a field nested in the instruction shows
// its own result there as ordinary w:t runs: in { IF { DOCPROPERTY Tier }
// = "Gold" "waived" "due" } Word displays "waived", and the inner "Gold"
// is part of the instruction. Read, it would put a word in the sentence
// that no reader of the document sees ("The fee is Goldwaived."). So
// text is read only while every open field is in its result part.

// fieldState follows the complex fields open where the body is read.
type fieldState struct {
	// open holds, per open field, innermost last, whether its result
	// part has begun (after its separate).
	open []bool
	// inInstruction counts the open fields still in their instruction.
	inInstruction int
	// off: the part's field characters do not balance (a begin without
	// its end), so none is followed and text reads as before fields were
	// followed, rather than a stray begin hiding the rest of the part.
	off bool
}

// newFieldState follows the fields of part data when its begins and
// ends balance.
func newFieldState(data []byte) fieldState {
	count := func(kind string) int {
		return bytes.Count(data, []byte(`fldCharType="`+kind+`"`)) + bytes.Count(data, []byte(`fldCharType='`+kind+`'`))
	}
	return fieldState{off: count("begin") != count("end")}
}

// char takes one w:fldChar.
func (f *fieldState) char(attrs []xml.Attr) {
	if f.off {
		return
	}
	switch attr(attrs, "fldCharType") {
	case "begin":
		f.open = append(f.open, false)
		f.inInstruction++
	case "separate":
		if n := len(f.open); n > 0 && !f.open[n-1] {
			f.open[n-1] = true
			f.inInstruction--
		}
	case "end":
		if n := len(f.open); n > 0 {
			if !f.open[n-1] {
				f.inInstruction--
			}
			f.open = f.open[:n-1]
		}
	}
}

// instruction reports whether text here is part of a field's
// instruction, which no reader sees.
func (f *fieldState) instruction() bool { return f.inInstruction > 0 }
