package heuristic

import "testing"

// TestWordByteTable: the table answers as the range definition for every
// byte, and the byte set holds exactly what was added.
func TestWordByteTable(t *testing.T) {
	words := 0
	for c := range 256 {
		if isWordByte(byte(c)) != wordByteRanges(byte(c)) {
			t.Fatalf("isWordByte(%#x) = %v, the ranges say %v", c, isWordByte(byte(c)), wordByteRanges(byte(c)))
		}
		if isWordByte(byte(c)) {
			words++
		}
	}
	if words != 26+26+10+128 {
		t.Fatalf("%d word bytes, want %d", words, 26+26+10+128)
	}
	tests := []struct {
		add  string
		in   string
		miss string
	}{
		{"", "", "a\x00\xff"},
		{"a", "a", "b`A"},
		{"\x00?@\x7f\x80\xff", "\x00?@\x7f\x80\xff", "\x01>A\x7e\x81\xfe"},
	}
	for _, tc := range tests {
		var s byteSet
		for i := 0; i < len(tc.add); i++ {
			s.add(tc.add[i])
		}
		for i := 0; i < len(tc.in); i++ {
			if !s.has(tc.in[i]) {
				t.Errorf("set of %q lacks %#x", tc.add, tc.in[i])
			}
		}
		for i := 0; i < len(tc.miss); i++ {
			if s.has(tc.miss[i]) {
				t.Errorf("set of %q holds %#x", tc.add, tc.miss[i])
			}
		}
	}
}
