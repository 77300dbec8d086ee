package report

import (
	"fmt"
	"testing"
)

// TestCitationUnitIDReadsAsSscanf: the direct reading of a citation
// unit's ID agrees with fmt.Sscanf(id, "P%d/C%d") on the IDs the checks
// write and on every other shape.
func TestCitationUnitIDReadsAsSscanf(t *testing.T) {
	ids := []string{"P1/C1", "P0/C0", "P12/C345", "P007/C08", "P1/C", "P/C1", "P1C1", "p1/c1", "P1/C1x", "P-1/C2", "P+1/C2",
		"P 1/C 2", "P1/ C2", "P123456789/C1", "P1234567890/C1", "P99999999999999999999/C1", "", "P", "P1/", "C1/P1", "P1/C1/C2", "P٣/C1"}
	for p := 0; p < 30; p++ {
		for c := 0; c < 30; c++ {
			ids = append(ids, fmt.Sprintf("P%d/C%d", p, c))
		}
	}
	for _, id := range ids {
		var wp, wc int
		_, err := fmt.Sscanf(id, "P%d/C%d", &wp, &wc)
		p, c, ok := citationUnitID(id)
		if ok != (err == nil) || ok && (p != wp || c != wc) {
			t.Errorf("citationUnitID(%q) = %d, %d, %v; Sscanf %d, %d, %v", id, p, c, ok, wp, wc, err)
		}
	}
}
