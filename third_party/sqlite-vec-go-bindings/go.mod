module github.com/asg017/sqlite-vec-go-bindings

go 1.22.5
