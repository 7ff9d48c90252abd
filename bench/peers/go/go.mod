module switchyard/bench/peers/go

go 1.26.8

require go.mongodb.org/mongo-driver/v2 v2.10.0
