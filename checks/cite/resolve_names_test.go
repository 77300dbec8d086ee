package cite

import "testing"

// TestNameKeyOfMatchesKeySet: nameKeyOf accepts exactly the keys the
// supra index used to store for a name form: the form, and the words
// before and after each of its spaces.
func TestNameKeyOfMatchesKeySet(t *testing.T) {
	for _, v := range []string{"bremen", "the bremen", "m s bremen v zapata", " lead", "trail ", "a  b", "carnival cruise lines"} {
		keys := map[string]bool{v: true}
		for i := 0; i < len(v); i++ {
			if v[i] == ' ' {
				keys[v[:i]], keys[v[i+1:]] = true, true
			}
		}
		delete(keys, "")
		var probes []string
		for i := 0; i <= len(v); i++ {
			for j := i; j <= len(v); j++ {
				probes = append(probes, v[i:j])
			}
		}
		for _, k := range append(probes, v+" x", "x "+v) {
			if k == "" {
				continue
			}
			if got := nameKeyOf(v, k); got != keys[k] {
				t.Errorf("nameKeyOf(%q, %q) = %v, want %v", v, k, got, keys[k])
			}
		}
	}
}
