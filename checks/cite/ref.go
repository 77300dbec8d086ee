package cite

import "fmt"

// Ref is how messages name a citation: its text, quoted, and where it
// sits in the answer ("\"407 U.S. 1\" (bytes 10-20)"). Every finding and
// resolution problem names citations this one way.
func (c *Citation) Ref() string {
	return fmt.Sprintf("%q (bytes %d-%d)", c.Text, c.Start, c.End)
}
