package amora

import (
	"net/url"
	"testing"
)

func TestReturnPath(t *testing.T) {
	for _, ok := range []string{"/members/1?intent=like", "/members/12345?intent=message", "/members/999999999999999999?intent=like"} {
		if ReturnPath(ok) != ok {
			t.Errorf("ReturnPath(%q) refused", ok)
		}
	}
	for _, bad := range []string{
		"", "/", "/members/12", "/members/12?intent=", "/members/12?intent=hug", "/members/12?intent=like&x=1",
		"/members/12?intent=like#x", "/members/0?intent=like", "/members/012?intent=like", "/members/-1?intent=like",
		"/members/1234567890123456789?intent=like", // more than an id holds
		"//evil.example/members/1?intent=like", "https://evil.example/members/1?intent=like", "/\\evil.example/members/1?intent=like",
		"/members/1/../../logout?intent=like", "/members/1%2F..?intent=like", "/members/1?intent=like\n", " /members/1?intent=like",
		"/members/1?intent=LIKE", "/Members/1?intent=like", "javascript:alert(1)//members/1?intent=like", "/chats?intent=like",
	} {
		if got := ReturnPath(bad); got != "" {
			t.Errorf("ReturnPath(%q) = %q, want refused", bad, got)
		}
	}
}

func TestActivationLink(t *testing.T) {
	link := ActivationLink("https://amora.example", "a+b/c", "/members/42?intent=like")
	if link != "https://amora.example/activate/done?token=a%2Bb%2Fc&next=%2Fmembers%2F42%3Fintent%3Dlike" {
		t.Errorf("link %s", link)
	}
	u, err := url.Parse(link)
	if err != nil || u.Query().Get("next") != "/members/42?intent=like" || u.Query().Get("token") != "a+b/c" || u.Host != "amora.example" {
		t.Errorf("link %s parses as %+v %v", link, u, err)
	}
	for _, bad := range []string{"", "//evil.example/x", "https://evil.example/members/1?intent=like", "/members/1"} {
		if link := ActivationLink("https://amora.example", "tok", bad); link != "https://amora.example/activate/done?token=tok" {
			t.Errorf("ActivationLink with %q = %s", bad, link)
		}
	}
}
