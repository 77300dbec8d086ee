package docfile

import "github.com/ledongthuc/pdf"

// A PDF's optional content groups (layers) can be off by default: a
// viewer does not show what they draw, while the text layer still holds
// it. Read as the document's text, a hidden layer's words would let a
// quotation pass that no reader of the page saw, so text drawn in a
// layer that is off (marked content /OC ... BDC, or a Form XObject with
// /OC) is not the page's text.

// hiddenLayers names the layers the document's default configuration
// (/OCProperties /D) turns off. Layers are told apart by their /Name;
// where two share a name and one is off, both are taken as off, so text
// is never read from a layer that might be hidden.
type hiddenLayers map[string]bool

// documentLayers reads the default configuration: the layers in /OFF,
// or, with /BaseState /OFF, every layer not in /ON.
func documentLayers(r *pdf.Reader) (off hiddenLayers) {
	off = hiddenLayers{}
	defer func() { recover() }() // a damaged dictionary hides nothing it cannot name
	props := r.Trailer().Key("Root").Key("OCProperties")
	d := props.Key("D")
	if props.IsNull() || d.IsNull() {
		return off
	}
	if d.Key("BaseState").Name() == "OFF" {
		on := map[string]bool{}
		for i := 0; i < d.Key("ON").Len() && i < maxLayers; i++ {
			on[d.Key("ON").Index(i).Key("Name").Text()] = true
		}
		for i := 0; i < props.Key("OCGs").Len() && i < maxLayers; i++ {
			if name := props.Key("OCGs").Index(i).Key("Name").Text(); !on[name] {
				off[name] = true
			}
		}
		return off
	}
	for i := 0; i < d.Key("OFF").Len() && i < maxLayers; i++ {
		off[d.Key("OFF").Index(i).Key("Name").Text()] = true
	}
	return off
}

// maxLayers bounds the layers read from a file's configuration.
const maxLayers = 10000

// properties resolves the operand of "/OC /name BDC": a name in the
// resources' /Properties, or an inline dictionary.
func properties(res, v pdf.Value) pdf.Value {
	if v.Kind() == pdf.Name {
		return res.Key("Properties").Key(v.Name())
	}
	return v
}

// hides reports whether an optional content group (/Type /OCG) or a
// membership dictionary (/Type /OCMD, by its /P policy over its /OCGs)
// is off by default. Visibility expressions (/VE) are not evaluated: a
// membership dictionary is read by its policy.
func (off hiddenLayers) hides(v pdf.Value) (hidden bool) {
	if len(off) == 0 || v.Kind() != pdf.Dict {
		return false
	}
	defer func() {
		if recover() != nil {
			hidden = false
		}
	}()
	if v.Key("Type").Name() != "OCMD" {
		return off[v.Key("Name").Text()]
	}
	groups := v.Key("OCGs")
	var states []bool // each group: off
	if groups.Kind() == pdf.Dict {
		states = append(states, off[groups.Key("Name").Text()])
	}
	for i := 0; groups.Kind() == pdf.Array && i < groups.Len() && i < maxLayers; i++ {
		states = append(states, off[groups.Index(i).Key("Name").Text()])
	}
	if len(states) == 0 {
		return false
	}
	anyOff, allOff := false, true
	for _, o := range states {
		anyOff = anyOff || o
		allOff = allOff && o
	}
	switch v.Key("P").Name() {
	case "AllOn":
		return anyOff
	case "AnyOff":
		return !anyOff
	case "AllOff":
		return !allOff
	}
	return allOff // AnyOn, the default
}
